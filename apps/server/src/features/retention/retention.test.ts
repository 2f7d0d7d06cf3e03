import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts-test-app.js';
import { deleteExpiredRows, RETENTION } from './retention.js';

const DAY = 86_400_000;

describe('retention of page views and login throttles', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('deletes page views past their retention and throttle rows nobody needs, keeping the rest', async () => {
    const now = new Date('2027-06-01T00:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await t.database.db
      .insertInto('page_views')
      .values([
        { path: '/old', referrer: null, user_id: null, created_at: ago((RETENTION.pageViewsDays + 1) * DAY) },
        {
          path: '/recent',
          referrer: null,
          user_id: null,
          created_at: ago((RETENTION.pageViewsDays - 1) * DAY),
        },
      ])
      .execute();
    const hours = (h: number) => h * 3_600_000;
    await t.database.db
      .insertInto('login_throttles')
      .values([
        { email: 'stale@x.jp', failures: 3, last_failure_at: ago(hours(25)), locked_until: null },
        {
          email: 'lock-over@x.jp',
          failures: 0,
          last_failure_at: ago(hours(30)),
          locked_until: ago(hours(29)),
        },
        { email: 'fresh@x.jp', failures: 2, last_failure_at: ago(hours(1)), locked_until: null },
        // A lock still in force stays, however old its last failure.
        {
          email: 'locked@x.jp',
          failures: 0,
          last_failure_at: ago(hours(48)),
          locked_until: new Date(now.getTime() + 60_000).toISOString(),
        },
      ])
      .execute();

    expect(await deleteExpiredRows(t.database.db, now)).toEqual({
      pageViews: 1,
      loginThrottles: 2,
      usageEvents: 0,
      searchMisses: 0,
    });
    const paths = await t.database.db.selectFrom('page_views').select('path').execute();
    expect(paths.map((row) => row.path)).toEqual(['/recent']);
    const emails = await t.database.db
      .selectFrom('login_throttles')
      .select('email')
      .orderBy('email')
      .execute();
    expect(emails.map((row) => row.email)).toEqual(['fresh@x.jp', 'locked@x.jp']);
  });

  it('deletes usage events after 400 days and counted zero-hit queries after 90, keeping the rest', async () => {
    const now = new Date('2027-06-01T00:00:00.000Z');
    const day = (days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('usage_events')
      .values([
        { kind: 'search', day: day(RETENTION.usageEventsDays + 1), user_id: null },
        { kind: 'search', day: day(RETENTION.usageEventsDays - 1), user_id: null },
      ])
      .execute();
    await t.database.db
      .insertInto('search_misses')
      .values([
        { day: day(RETENTION.searchMissesDays + 1), query: '古い検索語', count: 3 },
        { day: day(RETENTION.searchMissesDays - 1), query: '新しい検索語', count: 1 },
      ])
      .execute();

    const deleted = await deleteExpiredRows(t.database.db, now);
    expect(deleted).toMatchObject({ usageEvents: 1, searchMisses: 1 });
    const misses = await t.database.db.selectFrom('search_misses').select('query').execute();
    expect(misses.map((row) => row.query)).toEqual(['新しい検索語']);
    const events = await t.database.db.selectFrom('usage_events').select('day').execute();
    expect(events.map((row) => row.day)).toEqual([day(RETENTION.usageEventsDays - 1)]);
  });
});
