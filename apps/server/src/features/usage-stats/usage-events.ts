import { sql } from 'kysely';
import { API_PATHS } from '@app/contract/api-paths';
import type { DbExecutor } from '../../db/schema.js';

export type UsageKind = 'search' | 'analysis';

/**
 * The calls that count, by `METHOD route`: the four keyword searches, and the analyses (forward and inverse
 * exploration, large-patent analysis, product recommendation). Kept here rather than flagged on each route,
 * so the catalogue's route files do not change for the console.
 */
export const USAGE_ROUTES: Readonly<Record<string, UsageKind>> = {
  [`GET ${API_PATHS.patentsSearch}`]: 'search',
  [`GET ${API_PATHS.productsSearch}`]: 'search',
  [`GET ${API_PATHS.materialsSearch}`]: 'search',
  [`GET ${API_PATHS.examplesSearch}`]: 'search',
  [`POST ${API_PATHS.exploreForward}`]: 'analysis',
  [`POST ${API_PATHS.exploreInverse}`]: 'analysis',
  [`GET ${API_PATHS.largePatentAnalyze}`]: 'analysis',
  [`GET ${API_PATHS.productRecommend}`]: 'analysis',
};

const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** The Japan date (UTC+9, no summer time) of an instant: the day the console's figures count in. */
export function japanDay(at: Date): string {
  return new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Japan day `days` before `day` (YYYY-MM-DD). */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The form a missed query is counted under: NFKC, one space between words, at most 200 characters. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').trim().replace(/\s+/g, ' ').slice(0, 200);
}

/**
 * One search or analysis: a single insert. A keyword search that found nothing also bumps the count of its
 * query in search_misses — a table with no user and no time of day, so a query text is never stored with
 * anything that says who searched.
 */
export async function recordUsage(
  db: DbExecutor,
  event: { kind: UsageKind; day: string; userId: number | null; missedQuery: string | null },
): Promise<void> {
  await db
    .insertInto('usage_events')
    .values({ kind: event.kind, day: event.day, user_id: event.userId })
    .execute();
  if (event.missedQuery) {
    await db
      .insertInto('search_misses')
      .values({ day: event.day, query: event.missedQuery, count: 1 })
      .onConflict((conflict) =>
        conflict.columns(['day', 'query']).doUpdateSet({ count: sql<number>`search_misses.count + 1` }),
      )
      .execute();
  }
}
