import type { DbExecutor } from '../db/schema.js';

/** Every kind of audit event, so a query for one finds all of them. */
export type AuditEventKind =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'refresh.reuse_detected'
  | 'logout'
  | 'registration.completed'
  | 'password.changed'
  | 'password.reset'
  | 'plan.changed'
  | 'role.changed'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_codes'
  | 'two_factor.failed';

export interface AuditEvent {
  kind: AuditEventKind;
  userId?: number | null;
  ip?: string | null;
  /** Small JSON-serialisable details; never secrets (passwords, tokens). */
  data?: Record<string, unknown>;
}

/** Writes audit events; pass the transaction of the change it records so both commit together. */
export function createAuditLog(db: DbExecutor, clock: () => Date = () => new Date()) {
  return {
    async record(event: AuditEvent, trx: DbExecutor = db): Promise<void> {
      await trx
        .insertInto('audit_events')
        .values({
          kind: event.kind,
          user_id: event.userId ?? null,
          ip: event.ip ?? null,
          data: event.data ? JSON.stringify(event.data) : null,
          created_at: clock().toISOString(),
        })
        .execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
