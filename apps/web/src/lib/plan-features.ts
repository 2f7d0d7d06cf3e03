import { CAPABILITIES, PLAN_LIMITS, type Capability, type TypeCode } from '@app/contract/plans';

/**
 * What each plan includes, read from the entitlement table (docs/spec/entitlements.md) so the sign-up page and my page
 * never promise more than the API allows.
 */
export const PLAN_LABELS: Record<TypeCode, string> = {
  free: 'フリープラン',
  standard: 'スタンダードプラン',
};

export const CAPABILITY_LABELS: Record<Capability, string> = {
  listAndKeywordSearch: '特許・素材・製品・実施例のキーワード検索',
  detailPages: '特許・素材・製品・実施例の詳細ページ',
  propertyValues: '検索結果と詳細ページでの物性値の表示',
  advancedSearch: '物性値の範囲指定や横断検索、すべての結果ページの閲覧と並べ替え',
  patentResultsInSearch: '素材・製品の検索結果からの関連特許の表示',
  exploration: '製品探索（順解析・逆解析）',
  recommendation: '製品レコメンド',
  largePatentAnalysis: '大量実施例特許の分析',
  visualisation: '特許・実施例の可視化',
  visualisationExport: '可視化データのエクスポート',
  bookmarks: 'ブックマーク',
  csvExport: '検索結果の CSV エクスポート',
};

const LIMIT_NOTES: Partial<Record<Capability, string>> = {
  recommendation: `（上位${PLAN_LIMITS.freeRecommendationResults}件まで）`,
  bookmarks: `（${PLAN_LIMITS.freeBookmarks}件まで）`,
};

const ORDER = Object.keys(CAPABILITY_LABELS) as Capability[];

/** The features a plan may use, with its limits noted. */
export function includedFeatures(plan: TypeCode): string[] {
  return ORDER.flatMap((capability) => {
    const entitlement = CAPABILITIES[capability][plan];
    if (entitlement === 'yes') return [CAPABILITY_LABELS[capability]];
    if (entitlement === 'limited')
      return [`${CAPABILITY_LABELS[capability]}${LIMIT_NOTES[capability] ?? ''}`];
    return [];
  });
}

/** What the standard plan adds to the free plan (features it lacks or has only in part). */
export function standardAdditions(): string[] {
  return ORDER.filter((capability) => CAPABILITIES[capability].free !== 'yes').map((capability) =>
    CAPABILITIES[capability].free === 'limited'
      ? `${CAPABILITY_LABELS[capability]}（上限なし）`
      : CAPABILITY_LABELS[capability],
  );
}
