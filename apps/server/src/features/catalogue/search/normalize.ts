/**
 * Search normalisation (docs/spec/data-and-search.md): the one function applied to indexed text, to query terms and to the
 * brute-force checks, so that "contains" means the same everywhere.
 *
 * - NFKC: full/half width (ＰＰ → PP, ｶﾞ → ガ), compatibility forms (㎫ → MPa, ① → 1).
 * - Case folded (lower case).
 * - Long-vowel marks, hyphens, dashes and minus signs are one character (ー): Japanese text mixes
 *   ポリエチレン−プロピレン / ポリエチレンープロピレン / ポリエチレン-プロピレン for the same thing.
 * - Wave dashes (〜 ～ ~ ∼) are one character (~): 10〜50質量部 = 10～50質量部.
 * - Zero-width characters removed; whitespace and control characters collapse to one space; trimmed.
 * - Private-use characters U+E000–U+E07F become U+FFFD: the SQLite index uses that range internally.
 */

const DASHES = /[-\u2010-\u2015\u2212\u2500\u2501\u2043\u30fc\uff0d\uff70\ufe58\ufe63\u2e3a\u2e3b]/g;
const WAVES = /[~\u301c\uff5e\u223c\u3030]/g;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// Whitespace plus the remaining C0/C1 control characters.
const SPACES = /[\s\p{Cc}]+/gu;
const RESERVED = /[\ue000-\ue07f]/g;

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(DASHES, 'ー')
    .replace(WAVES, '~')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '\ufffd');
}

/** The normalised form of a text (see the module comment). */
export function normalizeText(text: string): string {
  return fold(text).replace(SPACES, ' ').trim();
}

export interface NormalizedText {
  text: string;
  /** For each UTF-16 unit of `text`, the [start, end) range of the original text it came from. */
  starts: Int32Array;
  ends: Int32Array;
}

// Texts repeat a few thousand distinct clusters (kana, kanji, ASCII): their folded forms are memoised.
const FOLDED = new Map<string, string>();

function foldCluster(cluster: string): string {
  let folded = FOLDED.get(cluster);
  if (folded === undefined) {
    folded = fold(cluster);
    if (FOLDED.size > 100_000) FOLDED.clear();
    FOLDED.set(cluster, folded);
  }
  return folded;
}

// A starter with the marks that follow it (ｶﾞ, e + combining acute), or a run of stray marks.
const CLUSTER = /[^\p{M}\uff9e\uff9f][\p{M}\uff9e\uff9f]*|[\p{M}\uff9e\uff9f]+/gsu;
const SPACE_CHAR = /[\s\p{Cc}]/u;

/**
 * `normalizeText` with a map back to the original text, for highlighting: the clusters of the original
 * are normalised one by one and each output unit remembers the cluster it came from. Where clustering
 * gives a different string than normalising the whole text at once (rare: Greek final sigma, Hangul
 * jamo), the map falls back to a proportional one, which still yields valid ranges.
 */
export function normalizeWithOffsets(original: string): NormalizedText {
  const units: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let pendingSpace: [number, number] | null = null;
  for (const match of original.matchAll(CLUSTER)) {
    const start = match.index;
    const end = start + match[0].length;
    const folded = foldCluster(match[0]);
    for (const unit of folded) {
      for (let k = 0; k < unit.length; k += 1) {
        const char = unit[k]!;
        if (SPACE_CHAR.test(char)) {
          if (units.length > 0) pendingSpace ??= [start, end];
          continue;
        }
        if (pendingSpace) {
          units.push(' ');
          starts.push(pendingSpace[0]);
          ends.push(pendingSpace[1]);
          pendingSpace = null;
        }
        units.push(char);
        starts.push(start);
        ends.push(end);
      }
    }
  }
  const text = normalizeText(original);
  const joined = units.join('');
  if (joined === text) {
    return { text, starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
  }
  const ratio = original.length / Math.max(1, text.length);
  const proportionalStarts = new Int32Array(text.length);
  const proportionalEnds = new Int32Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    proportionalStarts[i] = Math.min(original.length, Math.floor(i * ratio));
    proportionalEnds[i] = Math.min(
      original.length,
      Math.max(proportionalStarts[i]! + 1, Math.ceil((i + 1) * ratio)),
    );
  }
  return { text, starts: proportionalStarts, ends: proportionalEnds };
}
