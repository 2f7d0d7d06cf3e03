import { Fragment, type CSSProperties } from 'react';
import { wordPieces } from '../lib/word-breaks';

/**
 * Japanese text with a break opportunity (<wbr>) at each katakana–kanji word edge, so a compound name wider
 * than its line breaks between words (「ポリプロピレン/系樹脂組成物」), not inside one (lib/word-breaks.ts).
 * The text content is unchanged: <wbr> has none, so copying and searching the page see the same text.
 *
 * The span carries the page's phrase breaking (config/theme.ts) into table cells, which keep normal
 * breaking for their numbers: there `anywhere` lets a column shrink as it did, and auto-phrase with the
 * <wbr>s decides where the name's lines end.
 */
export const PHRASE_BREAKS: CSSProperties = { wordBreak: 'auto-phrase', overflowWrap: 'anywhere' };

/** The pieces of `text` with a <wbr> between them, for a parent that carries PHRASE_BREAKS itself. */
export function WordPieces({ text }: { text: string }) {
  return wordPieces(text).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

export function PhraseText({ text }: { text: string }) {
  return (
    <span style={PHRASE_BREAKS}>
      <WordPieces text={text} />
    </span>
  );
}
