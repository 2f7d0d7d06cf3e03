import type { Selectable } from 'kysely';
import type { AdminPlanRequest, PlanRequest, PlanRequestStatus } from '@app/contract/plan-requests';
import { isTypeCode } from '@app/contract/plans';
import type { DbExecutor, PlanRequestsTable } from '../../db/schema.js';

type PlanRequestRow = Selectable<PlanRequestsTable>;

export interface NewPlanRequest {
  companyName: string;
  seats: number;
  billingName: string;
  billingEmail: string;
  message: string;
}

/** The presenter: what a request looks like outside the server. */
export function toPlanRequest(row: PlanRequestRow): PlanRequest {
  return {
    id: row.id,
    companyName: row.company_name,
    seats: row.seats,
    billingName: row.billing_name,
    billingEmail: row.billing_email,
    message: row.message,
    status: row.status as PlanRequestStatus,
    decisionNote: row.decision_note,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** Standard-plan requests (migration 0022). Methods take an optional transaction. */
export function createPlanRequestsRepository(db: DbExecutor) {
  return {
    async insert(
      userId: number,
      form: NewPlanRequest,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<PlanRequestRow> {
      return trx
        .insertInto('plan_requests')
        .values({
          user_id: userId,
          company_name: form.companyName,
          seats: form.seats,
          billing_name: form.billingName,
          billing_email: form.billingEmail,
          message: form.message,
          status: 'pending',
          decided_by: null,
          decided_at: null,
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async hasPending(userId: number, trx: DbExecutor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('plan_requests')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row !== undefined;
    },

    async listOfUser(userId: number): Promise<PlanRequest[]> {
      const rows = await db
        .selectFrom('plan_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toPlanRequest);
    },

    /** The console's list, newest first, optionally one status. */
    async listForConsole(status: PlanRequestStatus | undefined): Promise<AdminPlanRequest[]> {
      let query = db
        .selectFrom('plan_requests')
        .innerJoin('users', 'users.id', 'plan_requests.user_id')
        .selectAll('plan_requests')
        .select(['users.email as user_email', 'users.name as user_name', 'users.type_code as user_type_code'])
        .orderBy('plan_requests.created_at', 'desc')
        .orderBy('plan_requests.id', 'desc')
        .limit(200);
      if (status) query = query.where('plan_requests.status', '=', status);
      const rows = await query.execute();
      return rows.map((row) => ({
        ...toPlanRequest(row),
        user: {
          id: row.user_id,
          email: row.user_email,
          name: row.user_name,
          typeCode: isTypeCode(row.user_type_code) ? row.user_type_code : 'free',
        },
      }));
    },

    async findById(id: number, trx: DbExecutor = db): Promise<PlanRequestRow | undefined> {
      return trx.selectFrom('plan_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** pending → approved/rejected; false when it was decided meanwhile (two operators at once). */
    async decide(
      id: number,
      status: Exclude<PlanRequestStatus, 'pending'>,
      note: string,
      operatorId: number,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('plan_requests')
        .set({ status, decision_note: note, decided_by: operatorId, decided_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PlanRequestsRepository = ReturnType<typeof createPlanRequestsRepository>;
