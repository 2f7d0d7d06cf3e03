import type { CSSProperties } from 'react';
import { PHRASE_BREAKS, WordPieces } from './phrase-text';

export type HighlightRange = readonly [number, number];

/**
 * Search hits with their matches marked (list pages, tutorial). Splits `text` at the API's highlight ranges ([start, end) UTF-16 offsets). Ranges are clamped, sorted
 * and merged, so a bad or overlapping range never duplicates or drops text.
 */
function highlightSegments(
  text: string,
  ranges: readonly HighlightRange[],
): { text: string; marked: boolean }[] {
  const sorted = ranges
    .map(([start, end]) => [
      Math.max(0, Math.min(start, text.length)),
      Math.max(0, Math.min(end, text.length)),
    ])
    .filter(([start, end]) => end! > start!)
    .sort((a, b) => a[0]! - b[0]!) as [number, number][];
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: { text: string; marked: boolean }[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}

/**
 * A match's marking, as a constant inline style: a result list shows several per row, and an `sx` box per
 * mark was a style serialisation each (decision 0046).
 */
const MARK_STYLE: CSSProperties = {
  backgroundColor: '#fff3a3',
  color: 'inherit',
  padding: '0 1px',
  borderRadius: 2,
};

/** Text with its matches marked, rendered as React text nodes (never as HTML), breaking between words. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <span style={PHRASE_BREAKS}>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          <mark key={index} style={MARK_STYLE}>
            <WordPieces text={segment.text} />
          </mark>
        ) : (
          <WordPieces key={index} text={segment.text} />
        ),
      )}
    </span>
  );
}
