import type { AdminUsage } from '@app/contract/admin-usage';
import type { DbExecutor } from '../../db/schema.js';
import { dayBefore, japanDay } from './usage-events.js';

/** Days the console shows. */
const USAGE_DAYS = 30;
const TOP_MISSES = 20;

/** The UTC instant at which a Japan day starts. */
const japanDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+09:00`)).toISOString();

/**
 * The console's usage figures for the 30 Japan days up to `now`. A user counts as active on a day they
 * searched or ran an analysis, or signed in or renewed their session (refresh_tokens). Page views are not
 * used: they are recorded without the user.
 */
export async function usageFigures(db: DbExecutor, now: Date): Promise<AdminUsage> {
  const today = japanDay(now);
  const first = dayBefore(today, USAGE_DAYS - 1);

  const [eventUsers, sessionUsers, perDay, misses] = await Promise.all([
    db
      .selectFrom('usage_events')
      .select(['user_id', (eb) => eb.fn.max('day').as('last')])
      .where('day', '>=', first)
      .where('user_id', 'is not', null)
      .groupBy('user_id')
      .execute(),
    // Signed-in use without a search: every session renews its refresh token while the app is open
    // (every 15 minutes), so a token issued in the window means the user used the service then.
    db
      .selectFrom('refresh_tokens as t')
      .innerJoin('refresh_token_families as f', 'f.id', 't.family_id')
      .select(['f.user_id', (eb) => eb.fn.max('t.created_at').as('last')])
      .where('t.created_at', '>=', japanDayStart(first))
      .groupBy('f.user_id')
      .execute(),
    db
      .selectFrom('usage_events')
      .select(['day', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('day', '>=', first)
      .groupBy(['day', 'kind'])
      .execute(),
    db
      .selectFrom('search_misses')
      .select(['query', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('day', '>=', first)
      .groupBy('query')
      .orderBy('n', 'desc')
      .orderBy('query')
      .limit(TOP_MISSES)
      .execute(),
  ]);

  // Each user's latest active Japan day in the window.
  const lastDay = new Map<number, string>();
  const seen = (userId: number, day: string) => {
    const known = lastDay.get(userId);
    if (!known || day > known) lastDay.set(userId, day);
  };
  for (const row of eventUsers) seen(Number(row.user_id), String(row.last));
  for (const row of sessionUsers) seen(Number(row.user_id), japanDay(new Date(String(row.last))));
  const activeSince = (day: string) => [...lastDay.values()].filter((last) => last >= day).length;

  const counts = new Map(perDay.map((row) => [`${row.day}|${row.kind}`, Number(row.n)]));
  const days = Array.from({ length: USAGE_DAYS }, (_, index) => {
    const day = dayBefore(today, USAGE_DAYS - 1 - index);
    return {
      day,
      searches: counts.get(`${day}|search`) ?? 0,
      analyses: counts.get(`${day}|analysis`) ?? 0,
    };
  });

  return {
    activeUsers: {
      today: activeSince(today),
      last7Days: activeSince(dayBefore(today, 6)),
      last30Days: activeSince(first),
    },
    days,
    zeroHitQueries: misses.map((row) => ({ query: row.query, count: Number(row.n) })),
  };
}
