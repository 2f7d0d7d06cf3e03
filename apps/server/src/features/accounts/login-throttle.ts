import { sql } from 'kysely';
import type { DbExecutor } from '../../db/schema.js';
import type { LoginThrottleSettings } from './settings.js';

export interface LoginThrottleDeps {
  db: DbExecutor;
  clock: () => Date;
  settings: LoginThrottleSettings;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Failed attempts per e-mail address, kept for unknown addresses too, so that an attacker sees the same
 * delays and locks whether or not an account exists. After `delayAfter` failures each attempt waits
 * (doubling up to maxDelayMs) before the password is even checked; at `lockAfter` the address is locked for
 * lockMs, during which even the right password gets the generic answer. Locks always expire.
 */
export function createLoginThrottle({ db, clock, settings, sleep }: LoginThrottleDeps) {
  return {
    /** Waits out the progressive delay; returns true when the address is locked now. */
    async beforeAttempt(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_throttles')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      if (!row) return false;
      const now = clock();
      if (row.locked_until && row.locked_until > now.toISOString()) return true;
      const recent = now.getTime() - Date.parse(row.last_failure_at) < settings.failureWindowMs;
      if (recent && row.failures >= settings.delayAfter) {
        const steps = row.failures - settings.delayAfter;
        await sleep(Math.min(settings.baseDelayMs * 2 ** steps, settings.maxDelayMs));
      }
      return false;
    },

    /** Counts a failure (atomically: parallel attempts all count); returns true when it started a lock. */
    async recordFailure(email: string): Promise<boolean> {
      const now = clock();
      const iso = now.toISOString();
      const windowStart = new Date(now.getTime() - settings.failureWindowMs).toISOString();
      const { failures } = await db
        .insertInto('login_throttles')
        .values({ email, failures: 1, last_failure_at: iso, locked_until: null })
        .onConflict((conflict) =>
          conflict.column('email').doUpdateSet({
            failures: sql<number>`case when login_throttles.last_failure_at > ${windowStart} then login_throttles.failures + 1 else 1 end`,
            last_failure_at: iso,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      if (failures < settings.lockAfter) return false;
      // The count starts afresh once the lock ends; a lock is never permanent.
      await db
        .updateTable('login_throttles')
        .set({ locked_until: new Date(now.getTime() + settings.lockMs).toISOString(), failures: 0 })
        .where('email', '=', email)
        .execute();
      return true;
    },

    async reset(email: string, trx: DbExecutor = db): Promise<void> {
      await trx.deleteFrom('login_throttles').where('email', '=', email).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
