/**
 * Worked-example labels as patents write them in tables, read to one spelling so that the tables of a
 * patent merge by example: "Example 3", "EXAMPLE 3", "Ex. 3", "Exam-ple 3" (hyphenated over lines) →
 * "Example 3"; "Comparative Example 3", "Comp. Ex. 3", "C. Ex. 3", "CE-3", "C3", "比較例3" → comparative.
 * Sub-numbered labels ("Example 2-1") are labels; ranges ("Examples 24–29", "Examples 1 to 6") are not —
 * a range names several examples and must not create one.
 */

export interface ExampleLabel {
  /** "Example 3", "Comparative Example 3", "Reference Example 3", "実施例3", "比較例3". */
  label: string;
  comparative: boolean;
}

export interface LabelOptions {
  /**
   * Accept the bare short forms "E1", "C1", "CE1" (columns "E1 … E10, C1 … C8"). Only where the table has
   * several of them in one header line or stub: alone, "C1" is as likely a carbon chain or a claim.
   */
  short?: boolean;
}

const ID = String.raw`(\d{1,3}(?:-\d{1,3})?[A-Za-z]?|[A-Z])`;
const NUMBER = String.raw`(?:no\.?|#)?\s*`;
const LONG = new RegExp(
  String.raw`^(comparative|comp\.?|c\.|reference|ref\.?)?\s*(examples?|exam\.?|exs?\.?|exp\.?)\s*${NUMBER}${ID}$`,
  'i',
);
const SHORT = new RegExp(String.raw`^(ce|c|e|ex)\s*[-.]?\s*(\d{1,3}(?:-\d{1,3})?)$`, 'i');
const JAPANESE = /^(実施例|比較例|参考例)\s*(\d{1,3}(?:-\d{1,3})?)$/;

/** Normal width, one space, hyphenation at line ends removed ("Compar- ative" → "Comparative"). */
export function tidyLabelText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/([A-Za-z])-\s+([a-z])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/\(\*?\d+\)$|\*+$/, '')
    .trim();
}

export function parseExampleLabel(raw: string, options: LabelOptions = {}): ExampleLabel | null {
  const text = tidyLabelText(raw);
  const japanese = JAPANESE.exec(text);
  if (japanese) return { label: `${japanese[1]}${japanese[2]}`, comparative: japanese[1] === '比較例' };
  const long = LONG.exec(text);
  if (long) {
    const [, qualifier, word, id] = long;
    // "Examples 3" is the start of a range or list, never one example.
    if (/^examples$/i.test(word!) || /^exs\.?$/i.test(word!)) return null;
    // "Example 24-29" is a range written with a hyphen; sub-numbers ("Example 2-6") start low.
    const pair = /^(\d+)-(\d+)$/.exec(id!);
    if (pair && Number(pair[1]) >= 10 && Number(pair[2]) > Number(pair[1])) return null;
    const kind = (qualifier ?? '').toLowerCase();
    if (kind.startsWith('ref')) return { label: `Reference Example ${id!}`, comparative: false };
    const comparative = kind !== '';
    return { label: `${comparative ? 'Comparative ' : ''}Example ${id!}`, comparative };
  }
  if (options.short) {
    const short = SHORT.exec(text);
    if (short) {
      const comparative = /^c/i.test(short[1]!);
      return { label: `${comparative ? 'Comparative ' : ''}Example ${short[2]!}`, comparative };
    }
  }
  return null;
}

/**
 * A stub cell that starts a label continued on the next line(s): "Comparative", "Compara-", "tive",
 * "Example", "Exam-", "Comp. Ex.".
 */
export function isLabelFragment(raw: string): boolean {
  const text = tidyLabelText(raw).toLowerCase();
  return (
    /^(comparative|compar-?|compara-?|comp\.?|c\.|ative|tive|reference|ref\.?)?\s*(examples?|exam-?|ex\.?|ple|ample)?$/.test(
      text,
    ) && text !== ''
  );
}

/** A range or list of examples written in one cell ("Examples 24-29", "Example 1 to 6"). */
export function isLabelRange(raw: string): boolean {
  const text = tidyLabelText(raw);
  return (
    /examples?\s*\d+\s*(?:[–~〜]|to|through|and|,|-\s*\d+\s*(?:and|,))\s*\d+/i.test(text) ||
    /^examples\s+\d/i.test(text)
  );
}
