import { sql } from 'kysely';
import type { AdminAuditEvent } from '@app/contract/admin';
import type { DbExecutor } from '../../db/schema.js';

interface AuditFilter {
  kind: string;
  email: string;
  page: number;
  pageSize: number;
}

function parseData(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function operatorIn(data: Record<string, unknown>): AdminAuditEvent['operator'] {
  const operator = data.operator as { id?: unknown; email?: unknown } | undefined;
  return typeof operator?.id === 'number' && typeof operator.email === 'string'
    ? { id: operator.id, email: operator.email }
    : null;
}

/** Reads audit_events for the console. The operator of a console action is in data.operator (audit-log.ts). */
export function createAuditQuery(db: DbExecutor) {
  return {
    async list({
      kind,
      email,
      page,
      pageSize,
    }: AuditFilter): Promise<{ items: AdminAuditEvent[]; total: number }> {
      const filtered = () => {
        let query = db.selectFrom('audit_events').leftJoin('users', 'users.id', 'audit_events.user_id');
        if (kind) query = query.where('audit_events.kind', '=', kind);
        if (email) {
          const pattern = `%${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          query = query.where((eb) =>
            eb.or([
              eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
              // The operator's e-mail sits in the JSON text of data; a substring match finds it on both dialects.
              eb(sql`lower(audit_events.data)`, 'like', sql`${pattern} escape '\\'`),
            ]),
          );
        }
        return query;
      };
      const rows = await filtered()
        .select([
          'audit_events.id',
          'audit_events.kind',
          'audit_events.created_at',
          'audit_events.ip',
          'audit_events.data',
          'audit_events.user_id',
          'users.email as user_email',
        ])
        .orderBy('audit_events.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const counted = await filtered()
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        total: Number(counted.n),
        items: rows.map((row) => {
          const data = parseData(row.data);
          const { operator: _operator, ...rest } = data;
          return {
            id: row.id,
            kind: row.kind,
            createdAt: row.created_at,
            ip: row.ip,
            user: row.user_id !== null && row.user_email ? { id: row.user_id, email: row.user_email } : null,
            operator: operatorIn(data),
            data: rest,
          };
        }),
      };
    },
  };
}
