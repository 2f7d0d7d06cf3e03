/*
 * Where a Japanese line may break between words inside one phrase. The page breaks between phrases
 * (word-break: auto-phrase, config/theme.ts), but a compound noun is one phrase — 「ポリプロピレン系樹脂組成物」,
 * 「酸変性ポリプロピレン」 — and when it is wider than the line the browser cuts it wherever the line ends:
 * 「ポリプロピレ/ン」. The edges of a katakana word against kanji are word edges, so the text is split
 * there, after the middle dot between two words (「アクリロニトリル・/ブタジエンゴム」) and after the hyphen
 * that ends a word of a chemical name (「N-シクロヘキシル-/2-ベンゾチアゾリル…」; 「2-」, 「N-」 stay with what
 * follows), and the pieces are joined with <wbr> (components/phrase-text.tsx).
 *
 * A katakana run longer than WHOLE_WORD_MAX is a compound of words nothing marks: it is also cut before
 * each word it is known to be made of (KATAKANA_WORDS: 「ポリプロピレン/コンパウンド」).
 *
 * Only those edges: a particle stays with its word (「ポリプロピレンを」 never starts a line with を), and
 * brackets, digits and Latin letters keep the browser's own rules.
 */

/**
 * A katakana letter or the long-vowel mark; not the middle dot ・, which joins two words, nor the small ヵ ヶ,
 * which read as kanji inside a name (白鳥ヶ丘, 三ヵ月).
 */
const KATAKANA_CHARS = '\u30A1-\u30F4\u30F7-\u30FA\u30FC-\u30FF\u31F0-\u31FF';
const KATAKANA = new RegExp(`[${KATAKANA_CHARS}]`, 'u');
const KATAKANA_RUN = new RegExp(`[${KATAKANA_CHARS}]+`, 'gu');
/** A kanji (CJK unified ideographs and extension A), the iteration mark 々 or the small ヵ ヶ. */
const KANJI = /[\u3400-\u4DBF\u4E00-\u9FFF\u3005\u30F5\u30F6]/u;

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

/**
 * The longest piece kept on one line (components/whole-words.tsx): a katakana word of 10 (メルトフローレート
 * is 9) or a unit in brackets (「(デュロメータA)」 is 9). A longer piece may break, or it would widen its
 * column by itself; a longer katakana run is a compound (「ポリプロピレンコンパウンド」).
 */
export const WHOLE_WORD_MAX = 10;

/**
 * Katakana words that the long compound names of materials are made of. Nothing in the text marks where
 * one ends (the browser's phrase breaking keeps the run whole, then cuts it wherever the line ends:
 * 「ポリプロピレンコン/パウンド」), so a run longer than WHOLE_WORD_MAX is cut before each of these.
 * The prefix ポリ stays with the word it names (ポリプロピレン); コポリマー is a word of its own.
 */
const KATAKANA_WORDS = [
  'エンジニアリング',
  'スーパー',
  'プラスチック',
  'コンパウンド',
  'エラストマー',
  'テレフタレート',
  'ナフタレート',
  'カーボネート',
  'スルフィド',
  'ジイソシアネート',
  'スルフェンアミド',
  'イソシアネート',
  'スルホン',
  'ケトン',
  'エーテル',
  'オキシド',
  'アクリロニトリル',
  'アクリレート',
  'メタクリレート',
  'ブタジエン',
  'イソプレン',
  'ジエン',
  'スチレン',
  'エチレン',
  'プロピレン',
  'ブチレン',
  'フェニレン',
  'ブロック',
  'ランダム',
  'コポリマー',
  'ポリマー',
  'マスターバッチ',
  'ゴム',
  'シリコーン',
  'ウレタン',
  'フィラー',
  'ファイバー',
].sort((a, b) => b.length - a.length);
const BOUND_PREFIX = 'ポリ';

/** Where a long katakana run starting at `from` in `text` is cut between its words (indices into `text`). */
function katakanaRunCuts(text: string, from: number, to: number, cuts: Set<number>): void {
  if (to - from <= WHOLE_WORD_MAX) return;
  for (let i = from; i < to;) {
    const word = KATAKANA_WORDS.find(
      (candidate) => text.startsWith(candidate, i) && i + candidate.length <= to,
    );
    if (!word) {
      i++;
      continue;
    }
    const start = text.startsWith(BOUND_PREFIX, i - BOUND_PREFIX.length) ? i - BOUND_PREFIX.length : i;
    if (start > from) cuts.add(start);
    if (i + word.length < to) cuts.add(i + word.length);
    i += word.length;
  }
}

/** `text` cut at each word edge: 「酸変性ポリプロピレン樹脂」 → 酸変性 | ポリプロピレン | 樹脂. */
export function wordPieces(text: string): string[] {
  const runCuts = new Set<number>();
  for (const run of text.matchAll(KATAKANA_RUN))
    katakanaRunCuts(text, run.index, run.index + run[0].length, runCuts);
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    if (runCuts.has(i) || isWordEdge(text[i - 2] ?? '', text[i - 1]!, text[i]!)) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * A label (a property name with its unit, a category) cut into the units that each stay on one line: its
 * words (wordPieces) and each bracketed part, which starts a piece of its own — 「硬さ」|「(デュロメータA)」|
 * 「（Shore A）」, 「ジエチレングリコール 」|「[質量部]」, where the browser's normal breaking in a table cell gave
 * 「硬さ(デュロ/メータA)」 and 「ジエチレン/グリコール」.
 */
export function labelPieces(text: string): string[] {
  return wordPieces(text).flatMap((piece) => piece.split(/(?<=.)(?=[(（[［])/u));
}

/** Legal forms a Japanese company name starts or ends with. */
const LEGAL_FORM =
  /^(株式会社|有限会社|合同会社|合資会社|合名会社|(?:一般|公益)(?:社団|財団)法人)|(株式会社|有限会社|合同会社|合資会社|合名会社)$/u;

/** The longest piece of a company name kept on one line: 「椿山プラスチックス」 is 9. */
export const WHOLE_COMPANY_NAME_MAX = 10;

/**
 * A company name cut into the units that each stay on one line (components/company-name.tsx): the legal form
 * and the company's own name (「青龍ゴム化工」|「株式会社」), so a narrow column shows a name a line, not
 * 4–5 characters a line (「青龍ゴム/化工株式会/社」). An own name longer than WHOLE_COMPANY_NAME_MAX is cut at
 * its word edges instead, a name in Latin letters or with spaces at its spaces (each piece keeps its space).
 */
export function companyNamePieces(name: string): string[] {
  if (/\s/.test(name)) return name.split(/(?<=\s)(?=\S)/u);
  const form = LEGAL_FORM.exec(name);
  const prefix = form?.[1] ?? '';
  const suffix = form?.[2] ?? '';
  const own = name.slice(prefix.length, name.length - suffix.length);
  if (!own) return [name];
  const ownPieces = own.length > WHOLE_COMPANY_NAME_MAX ? wordPieces(own) : [own];
  return [prefix, ...ownPieces, suffix].filter(Boolean);
}
