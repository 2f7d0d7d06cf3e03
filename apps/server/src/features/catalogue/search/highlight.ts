import { normalizeText, normalizeWithOffsets } from './normalize.js';
import { foldDocument, foldDocumentWithOffsets } from './word-forms.js';

/**
 * Highlighting on the ORIGINAL text: terms are found in the folded text (where the index found them:
 * normalize.ts, then word-forms.ts) and their positions mapped back through both offset maps, so ＰＰ in
 * the original is marked for a search for pp, and "stents" for stent. The result is plain text plus ranges; `html` is the same text HTML-escaped with
 * <mark>…</mark> around the ranges — the only markup it can ever contain.
 */

export interface Highlighted {
  /** A slice of the original text. */
  text: string;
  /** [start, end) UTF-16 offsets into `text`, sorted, not overlapping. */
  highlights: [number, number][];
  /** True when `text` does not start / end where the original does. */
  truncatedStart: boolean;
  truncatedEnd: boolean;
  /** `text` escaped, ranges wrapped in <mark>, "…" where truncated. */
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A text as the index holds it, each unit mapped to the [start, end) range of the original it shows. */
export interface SearchableText {
  text: string;
  starts: Int32Array;
  ends: Int32Array;
}

/** The folded text of an original text with offsets into the original (both maps composed). */
function searchableWithOffsets(original: string): SearchableText {
  const normalized = normalizeWithOffsets(original);
  const folded = foldDocumentWithOffsets(normalized.text);
  const starts = new Int32Array(folded.text.length);
  const ends = new Int32Array(folded.text.length);
  const size = normalized.text.length;
  for (let i = 0; i < folded.text.length; i += 1) {
    const from = folded.starts[i]!;
    const to = folded.ends[i]!;
    // An empty range (a space the folding added at a word edge) sits at the edge it was added to.
    starts[i] = from < size ? normalized.starts[from]! : original.length;
    ends[i] = to > from ? normalized.ends[to - 1]! : starts[i]!;
  }
  return { text: folded.text, starts, ends };
}

/**
 * Merged [start, end) ranges of every occurrence of the (folded) terms in the folded text, without the
 * spaces that anchor a term at word edges.
 */
function occurrences(folded: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term.trim()) continue;
    const lead = term.length - term.trimStart().length;
    const trail = term.length - term.trimEnd().length;
    let from = 0;
    for (;;) {
      const at = folded.indexOf(term, from);
      if (at < 0) break;
      ranges.push([at + lead, at + term.length - trail]);
      from = at + 1;
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

function render(
  text: string,
  highlights: [number, number][],
  truncatedStart: boolean,
  truncatedEnd: boolean,
) {
  let html = truncatedStart ? '…' : '';
  let at = 0;
  for (const [start, end] of highlights) {
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  html += escapeHtml(text.slice(at));
  if (truncatedEnd) html += '…';
  return html;
}

/** Every occurrence in the whole text (titles, names). Null when no term occurs. */
export function highlightAll(original: string, terms: readonly string[]): Highlighted | null {
  const normalized = searchableWithOffsets(original);
  const found = occurrences(normalized.text, terms);
  if (found.length === 0) return null;
  const highlights: [number, number][] = [];
  for (const [start, end] of found) {
    const a = normalized.starts[start]!;
    const b = normalized.ends[end - 1]!;
    const last = highlights.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else highlights.push([a, b]);
  }
  return {
    text: original,
    highlights,
    truncatedStart: false,
    truncatedEnd: false,
    html: render(original, highlights, false, false),
  };
}

export interface SnippetOptions {
  /** Length of the window in folded characters (default 140). */
  length?: number;
  /** Context kept before the first occurrence (default 30). */
  before?: number;
}

/** Characters after which a snippet may start: sentence and phrase ends, closing brackets. */
const BREAK_AFTER = /[。．.、，,！？!?；;：:）)」』】〕］\]>]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;

/**
 * Where a window that would start at `start` (folded offsets) had better start, never in the middle of a
 * word as in 「い機械的強度…」: just after the last phrase end before the first match (`limit`), else just
 * after one up to `slack` characters back (as far as the window can move without losing a match), else
 * at a change from hiragana (a word's tail: 高「い」) to a word start close to it, else at a word start
 * (after a space), else where it was.
 */
function boundaryStart(text: string, start: number, limit: number, slack: number): number {
  if (start <= 0) return 0;
  for (let i = limit; i >= Math.max(1, start - slack); i -= 1) {
    if (BREAK_AFTER.test(text[i - 1]!)) return i;
  }
  for (let i = start; i <= Math.min(limit, start + 12); i += 1) {
    const previous = text[i - 1]!;
    const current = text[i]!;
    if (HIRAGANA.test(previous) && !HIRAGANA.test(current) && !BREAK_AFTER.test(current)) return i;
  }
  for (let i = start; i <= limit; i += 1) if (text[i - 1] === ' ') return i;
  return start;
}

/** [start, end) of the window of `length` covering the most distinct terms (ties: the earliest). */
function bestWindow(
  found: readonly (readonly [number, number, number])[],
  size: number,
  length: number,
  before: number,
): [number, number] {
  let best: [number, number] = [0, 0];
  let bestCount = -1;
  for (const [from] of found) {
    const start = Math.max(0, Math.min(from - before, size - length));
    const end = Math.min(size, start + length);
    const covered = new Set(found.filter(([a, b]) => a >= start && b <= end).map(([, , term]) => term));
    if (covered.size > bestCount) {
      best = [start, end];
      bestCount = covered.size;
    }
  }
  return best;
}

/** Ranges of every occurrence of each term (folded offsets, anchors left out), with the term's index. */
function termOccurrences(folded: string, terms: readonly string[]): [number, number, number][] {
  const found: [number, number, number][] = [];
  terms.forEach((term, index) => {
    for (const [a, b] of occurrences(folded, [term])) found.push([a, b, index]);
  });
  return found.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/**
 * A window of the text where the most terms occur, started at a phrase or word boundary, with every
 * occurrence inside it marked. Null when no term occurs.
 */
export function snippet(
  original: string,
  terms: readonly string[],
  options: SnippetOptions = {},
): Highlighted | null {
  const length = options.length ?? 140;
  const before = options.before ?? 30;
  // The fast whole-text folding decides whether a term occurs at all; the slower offset map is built
  // only for the text that gets the snippet.
  const plain = foldDocument(normalizeText(original));
  if (!terms.some((term) => term.trim() !== '' && plain.includes(term))) return null;
  const normalized = searchableWithOffsets(original);
  const found = termOccurrences(normalized.text, terms);
  if (found.length === 0) return null;
  const size = normalized.text.length;
  const [windowStart, windowEnd] = bestWindow(found, size, length, before);
  const inside = found.filter(([a, b]) => a >= windowStart && b <= windowEnd);
  const firstInside = inside[0]?.[0] ?? windowStart;
  const lastEnd = Math.max(...inside.map(([, b]) => b), firstInside);
  let start = boundaryStart(normalized.text, windowStart, firstInside, Math.min(before, windowEnd - lastEnd));
  while (start < firstInside && normalized.text[start] === ' ') start += 1;
  const end = Math.min(size, start + length);
  // The frame spaces of the folded text map to the ends of the original.
  const originalStart = start <= 1 ? 0 : normalized.starts[start]!;
  const originalEnd = end >= size - 1 ? original.length : normalized.ends[end - 1]!;
  const text = original.slice(originalStart, originalEnd);
  const highlights: [number, number][] = [];
  for (const [from, to] of found) {
    if (from >= end || to <= start) continue;
    const a = Math.max(0, normalized.starts[Math.max(from, start)]! - originalStart);
    const b = normalized.ends[Math.min(to, end) - 1]! - originalStart;
    if (b <= a) continue;
    const last = highlights.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else highlights.push([a, b]);
  }
  const truncatedStart = originalStart > 0;
  const truncatedEnd = originalEnd < original.length;
  return {
    text,
    highlights,
    truncatedStart,
    truncatedEnd,
    html: render(text, highlights, truncatedStart, truncatedEnd),
  };
}

/** The beginning of a text without highlights (a hit that matched elsewhere, e.g. by a facet). */
export function leadingSnippet(original: string, length = 140): Highlighted {
  const chars = Array.from(original.replace(/\s+/g, ' ').trim());
  const truncatedEnd = chars.length > length;
  const text = chars.slice(0, length).join('');
  return {
    text,
    highlights: [],
    truncatedStart: false,
    truncatedEnd,
    html: render(text, [], false, truncatedEnd),
  };
}
