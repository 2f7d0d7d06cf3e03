import { normalizeText } from '../catalogue/search/normalize.js';

/**
 * Application keywords (用途) compared the way the search compares text (NFKC, case, ー/〜 variants), as
 * substrings: 「自動車内装」 finds the products used for 自動車内装部品 and 自動車内装部材固定.
 */

export interface KeywordCount {
  keyword: string;
  count: number;
}

/** The stored keywords containing any of the user's words; null when the user gave none (no filter). */
export function matchingKeywords(stored: readonly KeywordCount[], words: readonly string[]): string[] | null {
  const needles = words.map(normalizeText).filter((word) => word !== '');
  if (needles.length === 0) return null;
  return stored
    .filter((item) => {
      const text = normalizeText(item.keyword);
      return needles.some((needle) => text.includes(needle));
    })
    .map((item) => item.keyword);
}

/** Which of a product's keywords matched: for the "matched 自動車内装部品" hint on each result. */
export function matchedOf(applications: readonly string[], words: readonly string[]): string[] {
  const needles = words.map(normalizeText).filter((word) => word !== '');
  return applications.filter((keyword) => {
    const text = normalizeText(keyword);
    return needles.some((needle) => text.includes(needle));
  });
}

/**
 * Suggestions for the keyword picker: keywords starting with `q` first, then those containing it, each
 * group by product count; without `q` the most used keywords.
 */
export function suggestKeywords(
  stored: readonly KeywordCount[],
  q: string | undefined,
  limit: number,
): KeywordCount[] {
  const needle = normalizeText(q ?? '');
  const ranked = stored
    .map((item) => {
      const text = normalizeText(item.keyword);
      const rank = needle === '' ? 0 : text.startsWith(needle) ? 0 : text.includes(needle) ? 1 : 2;
      return { item, rank };
    })
    .filter((entry) => entry.rank < 2)
    .sort(
      (a, b) =>
        a.rank - b.rank || b.item.count - a.item.count || a.item.keyword.localeCompare(b.item.keyword, 'ja'),
    );
  return ranked.slice(0, limit).map((entry) => entry.item);
}
