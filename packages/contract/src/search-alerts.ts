import { z } from 'zod';
import { PLAN_LIMITS, type TypeCode } from './plans.js';

/*
 * Saved-search alerts (issue 19, decision 0019). A saved patent search can be watched daily or weekly:
 * after an import, the changed patents that the search matches are kept as the watch's new matches, and
 * at most one digest mail per period lists them. The alerts section of my page shows the same matches.
 */

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: '毎日',
  weekly: '毎週',
};

/** Matches listed on my page (newest first). */
export const ALERT_MATCHES_SHOWN = 100;

export function watchLimitOf(typeCode: TypeCode): number {
  return PLAN_LIMITS.watchedSearches[typeCode];
}

export const SEARCH_ALERT_ERROR_DETAILS = {
  searchNotFound: '指定した保存済みの検索条件が見つかりません',
  notPatentSearch: '新着のお知らせを受け取れるのは、特許一覧で保存した検索条件だけです',
  badToken: 'この配信停止リンクは無効です。マイページの「新着アラート」から停止してください。',
} as const;

export function watchLimitDetail(typeCode: TypeCode): string {
  const plan = typeCode === 'free' ? '無料プラン' : 'スタンダードプラン';
  return `${plan}で新着をお知らせできる検索条件は${watchLimitOf(typeCode)}件までです。不要なお知らせを停止してから設定してください。`;
}

export const watchSearchSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES, { error: '頻度は daily（毎日）か weekly（毎週）を指定してください' }),
});
export type WatchSearchInput = z.infer<typeof watchSearchSchema>;

export const searchWatchSchema = z.object({
  savedSearchId: z.number().int(),
  name: z.string(),
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.string(),
  lastDigestAt: z.string().nullable(),
});
export type SearchWatch = z.infer<typeof searchWatchSchema>;

const alertMatchSchema = z.object({
  savedSearchId: z.number().int(),
  searchName: z.string(),
  /** Public patent id (`pat-…`): the link to /patents/:id. */
  patentId: z.string(),
  title: z.string(),
  publicationNumber: z.string(),
  matchedAt: z.string(),
  /** When the digest mail listed it; null: waits for the next digest. */
  mailedAt: z.string().nullable(),
});
export type AlertMatch = z.infer<typeof alertMatchSchema>;

export const searchAlertsSchema = z.object({
  watches: z.array(searchWatchSchema),
  matches: z.array(alertMatchSchema),
  usage: z.object({ count: z.number().int(), limit: z.number().int() }),
});
export type SearchAlerts = z.infer<typeof searchAlertsSchema>;

export const unsubscribeSchema = z.object({
  token: z
    .string({ error: '配信停止のトークンがありません' })
    .min(1, { error: '配信停止のトークンがありません' })
    .max(200),
});

export const unsubscribedSchema = z.object({ searchName: z.string() });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
