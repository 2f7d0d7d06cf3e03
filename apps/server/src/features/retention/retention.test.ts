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

    expect(await deleteExpiredRows(t.database.db, now)).toEqual({ pageViews: 1, loginThrottles: 2 });
    const paths = await t.database.db.selectFrom('page_views').select('path').execute();
    expect(paths.map((row) => row.path)).toEqual(['/recent']);
    const emails = await t.database.db
      .selectFrom('login_throttles')
      .select('email')
      .orderBy('email')
      .execute();
    expect(emails.map((row) => row.email)).toEqual(['fresh@x.jp', 'locked@x.jp']);
  });
});
