import { Fragment } from 'react';
import { wordPieces } from '../lib/word-breaks';

/**
 * Japanese text with a break opportunity (<wbr>) at each katakana–kanji word edge, so a compound name wider
 * than its line breaks between words (「ポリプロピレン/系樹脂組成物」), not inside one (lib/word-breaks.ts).
 * The text content is unchanged: <wbr> has none, so copying and searching the page see the same text.
 */
export function PhraseText({ text }: { text: string }) {
  const pieces = wordPieces(text);
  if (pieces.length === 1) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
