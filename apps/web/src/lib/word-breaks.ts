/*
 * Where a Japanese line may break between words inside one phrase. The page breaks between phrases
 * (word-break: auto-phrase, config/theme.ts), but a compound noun is one phrase — 「ポリプロピレン系樹脂組成物」,
 * 「酸変性ポリプロピレン」 — and when it is wider than the line the browser cuts it wherever the line ends:
 * 「ポリプロピレ/ン」. The edges of a katakana word against kanji are word edges, so the text is split
 * there, after the middle dot between two words (「アクリロニトリル・/ブタジエンゴム」) and after the hyphen
 * that ends a word of a chemical name (「N-シクロヘキシル-/2-ベンゾチアゾリル…」; 「2-」, 「N-」 stay with what
 * follows), and the pieces are joined with <wbr> (components/phrase-text.tsx).
 *
 * Only those edges: a particle stays with its word (「ポリプロピレンを」 never starts a line with を), and
 * brackets, digits and Latin letters keep the browser's own rules.
 */

/** A katakana letter or the long-vowel mark; not the middle dot ・, which joins two words. */
const KATAKANA = /[\u30A1-\u30FA\u30FC-\u30FF\u31F0-\u31FF]/u;
/** A kanji (CJK unified ideographs and extension A) or the iteration mark 々. */
const KANJI = /[\u3400-\u4DBF\u4E00-\u9FFF\u3005]/u;

const MIDDLE_DOT = '・';
const isWord = (char: string) => KATAKANA.test(char) || KANJI.test(char);

function isWordEdge(twoBefore: string, before: string, after: string): boolean {
  return (
    (KATAKANA.test(before) && KANJI.test(after)) ||
    (KANJI.test(before) && KATAKANA.test(after)) ||
    (before === MIDDLE_DOT && isWord(after)) ||
    (before === '-' && isWord(twoBefore))
  );
}

/** `text` cut at each word edge: 「酸変性ポリプロピレン樹脂」 → 酸変性 | ポリプロピレン | 樹脂. */
export function wordPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    if (isWordEdge(text[i - 2] ?? '', text[i - 1]!, text[i]!)) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
