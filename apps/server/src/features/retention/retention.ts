import type { DbExecutor } from '../../db/schema.js';

/**
 * How long rows that nobody reads after a while are kept (issue 16: page_views and login_throttles grew
 * without limit). The numbers are in docs/operations.md; change them here.
 */
export const RETENTION = {
  /** Page views: enough for a year-on-year look at the pages people use. */
  pageViewsDays: 400,
  /**
   * Login throttle rows with no lock in force and no failure for this long. Longer than the throttle's
   * failure window (60 min), after which a row no longer counts anyway.
   */
  loginThrottlesHours: 24,
  /** Usage events (searches and analyses per day and user, features/usage-stats): as long as page views. */
  usageEventsDays: 400,
  /**
   * Counted zero-hit queries: query texts are what users typed, so they are kept only as long as the
   * console shows them and a little more (the console's window is 30 days).
   */
  searchMissesDays: 90,
  /** How often each server process deletes them. */
  intervalMs: 60 * 60_000,
} as const;

export interface RetentionResult {
  pageViews: number;
  loginThrottles: number;
  usageEvents: number;
  searchMisses: number;
}

/** Deletes the rows past their retention (idempotent: several processes may run it at once). */
export async function deleteExpiredRows(db: DbExecutor, now: Date): Promise<RetentionResult> {
  const nowIso = now.toISOString();
  const viewsBefore = new Date(now.getTime() - RETENTION.pageViewsDays * 86_400_000).toISOString();
  const throttlesBefore = new Date(now.getTime() - RETENTION.loginThrottlesHours * 3_600_000).toISOString();
  const views = await db.deleteFrom('page_views').where('created_at', '<', viewsBefore).executeTakeFirst();
  const throttles = await db
    .deleteFrom('login_throttles')
    .where('last_failure_at', '<', throttlesBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
    .executeTakeFirst();
  // Usage rows carry a day (YYYY-MM-DD), not a time: a day's rows go together.
  const dayBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const events = await db
    .deleteFrom('usage_events')
    .where('day', '<', dayBefore(RETENTION.usageEventsDays))
    .executeTakeFirst();
  const misses = await db
    .deleteFrom('search_misses')
    .where('day', '<', dayBefore(RETENTION.searchMissesDays))
    .executeTakeFirst();
  return {
    pageViews: Number(views.numDeletedRows),
    loginThrottles: Number(throttles.numDeletedRows),
    usageEvents: Number(events.numDeletedRows),
    searchMisses: Number(misses.numDeletedRows),
  };
}
