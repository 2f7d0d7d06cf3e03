import { sql } from 'kysely';
import type { DbExecutor } from '../../db/schema.js';
import type { LoginThrottleSettings } from './settings.js';

export interface LoginThrottleDeps {
  db: DbExecutor;
  clock: () => Date;
  settings: LoginThrottleSettings;
  sleep: (ms: number) => Promise<void>;
}

/** What an attempt may do: `locked` = refuse without checking the password. */
export interface AttemptTicket {
  locked: boolean;
  /** The attempt's place in the count (1 = first attempt since the last success or lock). */
  attempt: number;
}

/**
 * Failed attempts per e-mail address, kept for unknown addresses too, so that an attacker sees the same
 * delays and locks whether or not an account exists. After `delayAfter` failures each attempt waits
 * (doubling up to maxDelayMs) before the password is even checked; at `lockAfter` the address is locked for
 * lockMs, during which even the right password gets the generic answer. Locks always expire.
 *
 * Every attempt is counted BEFORE its password is verified (one atomic upsert), and only the first
 * `lockAfter` attempts of a window are verified at all. Reading the count and verifying afterwards let
 * attempts in flight together all pass the check (26 parallel guesses were all verified): counting first
 * holds whatever the concurrency and across server processes, as Keycloak's fix of its concurrent
 * brute-force bug does. A success clears the count.
 */
export function createLoginThrottle({ db, clock, settings, sleep }: LoginThrottleDeps) {
  return {
    /** Counts the attempt, then waits out the progressive delay unless the address is locked. */
    async beforeAttempt(email: string): Promise<AttemptTicket> {
      const now = clock();
      const iso = now.toISOString();
      const windowStart = new Date(now.getTime() - settings.failureWindowMs).toISOString();
      const row = await db
        .insertInto('login_throttles')
        .values({ email, failures: 1, last_failure_at: iso, locked_until: null })
        .onConflict((conflict) =>
          conflict.column('email').doUpdateSet({
            // Attempts during a lock are not counted: the count starts afresh when the lock ends.
            failures: sql<number>`case when login_throttles.locked_until > ${iso} then login_throttles.failures when login_throttles.last_failure_at > ${windowStart} then login_throttles.failures + 1 else 1 end`,
            last_failure_at: iso,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      const attempt = Number(row.failures);
      if (row.locked_until && row.locked_until > iso) return { locked: true, attempt };
      if (attempt > settings.lockAfter) return { locked: true, attempt };
      const earlierFailures = attempt - 1;
      if (earlierFailures >= settings.delayAfter) {
        const steps = earlierFailures - settings.delayAfter;
        await sleep(Math.min(settings.baseDelayMs * 2 ** steps, settings.maxDelayMs));
      }
      return { locked: false, attempt };
    },

    /** After a wrong password (already counted); returns true when it started a lock. */
    async recordFailure(email: string, ticket: AttemptTicket): Promise<boolean> {
      if (ticket.attempt < settings.lockAfter) return false;
      // The count starts afresh once the lock ends; a lock is never permanent.
      await db
        .updateTable('login_throttles')
        .set({
          locked_until: new Date(clock().getTime() + settings.lockMs).toISOString(),
          failures: 0,
        })
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
