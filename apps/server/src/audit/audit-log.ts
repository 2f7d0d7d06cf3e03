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
  | 'two_factor.failed'
  | 'plan_request.created'
  | 'plan_request.decided'
  | 'admin.user_disabled'
  | 'admin.user_enabled'
  | 'admin.sessions_revoked'
  | 'admin.maintenance'
  | 'admin.contact_status'
  | 'admin.contact_replied'
  | 'admin.import_started';

export interface AuditEvent {
  kind: AuditEventKind;
  userId?: number | null;
  ip?: string | null;
  /** Small JSON-serialisable details; never secrets (passwords, tokens). */
  data?: Record<string, unknown>;
  /** The operator who acted (console actions): stored in data.operator, so "who" is in every such event. */
  operator?: { id: number; email: string };
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
          data:
            event.data || event.operator
              ? JSON.stringify({ ...event.data, ...(event.operator ? { operator: event.operator } : {}) })
              : null,
          created_at: clock().toISOString(),
        })
        .execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
