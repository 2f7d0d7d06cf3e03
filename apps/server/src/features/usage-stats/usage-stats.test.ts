// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsage } from '@app/contract/admin-usage';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { createOperator, operatorSession, type TestOperator } from '../../test/operator-test-support.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { dayBefore, japanDay, normaliseQuery } from './usage-events.js';

/**
 * Usage figures: searches and analyses are counted after their answer (one row each, no query text), a
 * keyword search without hits counts its query in search_misses with nothing identifying, and
 * GET admin/usage reports active users, the 30-day series and the top zero-hit queries to operators only.
 */
describe('usage figures', () => {
  let t: AccountsTestApp;
  let operator: TestOperator;
  let user: { email: string; headers: { authorization: string }; id: number };

  const usage = async () => {
    const response = await t.app.inject({ url: API_PATHS.adminUsage.build(), headers: operator.headers });
    expect(response.statusCode).toBe(200);
    return response.json<AdminUsage>();
  };
  /** The recorder writes after the answer has gone: wait for the rows, not for a time. */
  const eventsReach = (count: number) =>
    expect
      .poll(async () => (await t.database.db.selectFrom('usage_events').select('id').execute()).length)
      .toBe(count);

  beforeAll(async () => {
    t = await createAccountsTestApp();
    await seedFixtures(t.database.db);
    operator = await createOperator(t);
    const active = await createActiveUser(t);
    const { id } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', active.email)
      .executeTakeFirstOrThrow();
    user = { email: active.email, headers: bearer(active.session.accessToken), id: Number(id) };
  }, 60_000);
  afterAll(() => t.close());

  it('japanDay counts in Japan time and normaliseQuery folds widths and spaces', () => {
    expect(japanDay(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(japanDay(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(normaliseQuery('  ＰＰ　　難燃  ')).toBe('PP 難燃');
  });

  it('records searches and analyses, and zero-hit queries without who searched', async () => {
    const searches = [
      t.app.inject({
        url: API_PATHS.patentsSearch.build(),
        query: { q: 'ポリプロピレン' },
        headers: user.headers,
      }),
      t.app.inject({
        url: API_PATHS.patentsSearch.build(),
        query: { q: '存在しない語彙ゼータ' },
        headers: user.headers,
      }),
      // A visitor's miss of the same query (another width): counted under one query.
      t.app.inject({ url: API_PATHS.materialsSearch.build(), query: { q: '存在しない語彙ｾﾞｰﾀ' } }),
      t.app.inject({
        url: API_PATHS.productRecommend.build(),
        query: { keyword: 'バンパー', req: 'prop-flex:2:::3:GPa' },
        headers: user.headers,
      }),
    ];
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]!.json<{ total: number }>().total).toBe(0);
    await eventsReach(4);
    // A refused call is no use: the recommendation without a session answers 401 and counts nothing.
    const refused = await t.app.inject({
      url: API_PATHS.productRecommend.build(),
      query: { keyword: 'バンパー', req: 'prop-flex:2:::3:GPa' },
    });
    expect(refused.statusCode).toBe(401);

    const events = await t.database.db
      .selectFrom('usage_events')
      .select(['kind', 'user_id'])
      .orderBy('id')
      .execute();
    expect(
      events.map((event) => [event.kind, event.user_id === null ? null : Number(event.user_id)]),
    ).toEqual(
      expect.arrayContaining([
        ['search', user.id],
        ['search', user.id],
        ['search', null],
        ['analysis', user.id],
      ]),
    );
    await expect
      .poll(() => t.database.db.selectFrom('search_misses').selectAll().execute())
      .toEqual([{ day: japanDay(t.clock.now()), query: '存在しない語彙ゼータ', count: 2 }]);
  });

  it('refuses the figures to a user who is no operator', async () => {
    const response = await t.app.inject({ url: API_PATHS.adminUsage.build(), headers: user.headers });
    expect(response.statusCode).toBe(403);
  });
  it('reports active users for today, 7 and 30 days, the daily series and the top zero-hit queries', async () => {
    // The searches above (and every sign-in so far) happened on `earlier`; ten days later:
    const earlier = japanDay(t.clock.now());
    const other = await createActiveUser(t);
    const otherId = Number(
      (
        await t.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', other.email)
          .executeTakeFirstOrThrow()
      ).id,
    );
    t.clock.advance(10 * 86_400_000);
    // A fresh console session: the operator is active today (its refresh token is issued now).
    operator.headers = bearer((await operatorSession(t, operator)).accessToken);
    const today = japanDay(t.clock.now());
    await t.database.db
      .insertInto('usage_events')
      .values([
        { kind: 'search', day: dayBefore(today, 5), user_id: otherId },
        { kind: 'analysis', day: dayBefore(today, 5), user_id: otherId },
        // Outside every window.
        { kind: 'search', day: dayBefore(today, 40), user_id: user.id },
      ])
      .execute();
    await t.database.db
      .insertInto('search_misses')
      .values([
        { day: dayBefore(today, 3), query: 'グラフェン 放熱', count: 5 },
        { day: dayBefore(today, 45), query: '古い語', count: 50 },
      ])
      .execute();

    const figures = await usage();
    // Today: the operator; 7 days: + the other user's search; 30 days: + the user of the searches above.
    expect(figures.activeUsers).toEqual({ today: 1, last7Days: 2, last30Days: 3 });
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]!.day).toBe(dayBefore(today, 29));
    expect(figures.days.at(-1)).toEqual({ day: today, searches: 0, analyses: 0 });
    expect(figures.days.find((day) => day.day === earlier)).toEqual({
      day: earlier,
      searches: 3,
      analyses: 1,
    });
    expect(figures.days.find((day) => day.day === dayBefore(today, 5))).toEqual({
      day: dayBefore(today, 5),
      searches: 1,
      analyses: 1,
    });
    expect(figures.zeroHitQueries).toEqual([
      { query: 'グラフェン 放熱', count: 5 },
      { query: '存在しない語彙ゼータ', count: 2 },
    ]);
  });
});
