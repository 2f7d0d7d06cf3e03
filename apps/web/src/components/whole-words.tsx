import { Fragment } from 'react';
import { labelPieces, WHOLE_WORD_MAX } from '../lib/word-breaks';
import { PHRASE_BREAKS } from './phrase-text';

/**
 * Pieces of text each kept on one line, with a <wbr> between them so the line ends only there. Each piece is
 * also the floor of its column: a table cannot squeeze it to a few characters a line (「メル/トフローレート」).
 * A piece longer than `max` may still break between phrases, or where nothing else fits (no overflow).
 */
export function WholePieces({ pieces, max = WHOLE_WORD_MAX }: { pieces: readonly string[]; max?: number }) {
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span style={piece.length > max ? PHRASE_BREAKS : { whiteSpace: 'nowrap' }}>{piece}</span>
    </Fragment>
  ));
}

/** A label (property name with its unit, category) whose lines end between its words (lib/word-breaks.ts). */
export function WholeWords({ text }: { text: string }) {
  return <WholePieces pieces={labelPieces(text)} />;
}
