import { extractClaimRanges, normalizeClaimText } from '../common/claim-ranges.js';
import { normalizeName } from '../common/normalize.js';

/**
 * Where a claim range stands in its claim, so the patent page can mark 「10〜50質量部」 in the claim text.
 * Extracted ranges keep the phrase they were read from; ranges stated by the source have none, so the
 * claim is read again and the range of the same kind with that subject (or component symbol) is taken.
 * Phrases are in the extractor's normalised text (NFKC, 〜 → ~): they are found in the original text
 * through a per-character normalisation that keeps the offsets.
 */

/**
 * [start, end) of `phrase` (normalised text) in `text` (as stored), or null. `near`: another phrase the
 * wanted occurrence follows (the range's subject), for a phrase a claim repeats: 「(D)硫黄を0.9〜3.5質量部、
 * (E)加硫促進剤を0.9〜3.5質量部」.
 */
export function locatePhrase(text: string, phrase: string, near?: string): [number, number] | null {
  if (phrase === '') return null;
  let normalized = '';
  // starts[i]: offset in `text` of the character that produced normalized[i].
  const starts: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = normalizeClaimText(char);
    for (let i = 0; i < piece.length; i++) starts.push(offset);
    normalized += piece;
    offset += char.length;
  }
  const anchor = near ? normalized.indexOf(normalizeClaimText(near)) : -1;
  const after = anchor >= 0 ? normalized.indexOf(phrase, anchor) : -1;
  const at = after >= 0 ? after : normalized.indexOf(phrase);
  if (at < 0) return null;
  const endIndex = at + phrase.length;
  const end = endIndex < starts.length ? starts[endIndex]! : text.length;
  return [starts[at]!, end];
}

export interface StoredRange {
  kind: string;
  subject: string;
  group_symbol: string | null;
  original_text: string | null;
}

/** The phrase of a stored range in its claim and its offsets there. */
export function rangeText(
  claimText: string | undefined,
  range: StoredRange,
): { originalText: string | null; span: [number, number] | null } {
  if (claimText === undefined) return { originalText: range.original_text, span: null };
  let phrase = range.original_text;
  if (phrase === null) {
    const subject = normalizeName(range.subject);
    const found = extractClaimRanges(claimText).filter((item) => item.kind === range.kind);
    phrase =
      (
        found.find((item) => normalizeName(item.subject) === subject) ??
        // The extractor's subject may run on from an earlier component: 「…100質量部と(B)タルク」.
        found.find((item) => normalizeName(item.subject).endsWith(subject)) ??
        found.find((item) => range.group_symbol !== null && item.group === range.group_symbol)
      )?.text ?? null;
  }
  if (phrase === null) return { originalText: null, span: null };
  const span = locatePhrase(claimText, phrase, range.subject);
  return { originalText: span ? claimText.slice(span[0], span[1]) : phrase, span };
}
