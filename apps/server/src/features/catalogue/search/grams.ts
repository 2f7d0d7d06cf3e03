/**
 * Character n-grams of normalised text (docs/spec/product.md, docs/spec/data-and-search.md): Japanese has no spaces between words, so the
 * index holds every 2-character gram (and every character, so that 1-character terms like 銅 match), and
 * a term matches where all of its grams follow each other — substring semantics, as on J-PlatPat.
 */

/** Code points of a normalised text (an astral character is one gram unit, as in PostgreSQL). */
export function characters(text: string): string[] {
  return Array.from(text);
}

/**
 * SQLite FTS5 `ascii` tokenizer: every non-ASCII character is part of a token, ASCII letters and digits
 * too, every other ASCII character separates tokens. To make every character indexable, ASCII
 * punctuation and the space are moved to the private-use range U+E000–U+E07F (which the normaliser
 * keeps free), so a gram like `/1` or `a ` is one token.
 */
const ASCII_TOKEN_CHARS: readonly string[] = Array.from({ length: 0x80 }, (_, code) => {
  const char = String.fromCharCode(code);
  return /[0-9A-Za-z]/.test(char) ? char : String.fromCharCode(0xe000 + code);
});

function tokenChar(char: string): string {
  const code = char.charCodeAt(0);
  return code < 0x80 ? ASCII_TOKEN_CHARS[code]! : char;
}

/**
 * The FTS5 column text of a normalised field: its 2-grams in order (so that a term's grams form an FTS5
 * phrase exactly where the term occurs), then its 1-grams. A phrase of 2-grams can never match inside the
 * 1-gram part, and a 1-gram token never equals a 2-gram token.
 */
export function ftsColumnText(normalized: string): string {
  const chars = characters(normalized).map(tokenChar);
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) tokens.push(chars[i]! + chars[i + 1]!);
  for (const char of chars) tokens.push(char);
  return tokens.join(' ');
}

/**
 * The FTS5 query string of one normalised term: a phrase of its 2-grams, or its single 1-gram.
 * Every token is made only of token characters, so the quotes need no escaping.
 */
export function ftsPhrase(normalizedTerm: string): string {
  const chars = characters(normalizedTerm).map(tokenChar);
  if (chars.length === 1) return `"${chars[0]}"`;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i]! + chars[i + 1]!);
  return `"${grams.join(' ')}"`;
}

/** Longest gram of the PostgreSQL gram index (search_grams3 of migration 0016: 1-, 2- and 3-grams). */
export const POSTGRES_GRAM_LENGTH = 3;

/**
 * The grams a PostgreSQL row must contain for a term (GIN containment): a term of up to three characters is
 * one gram itself (containment is then exact), a longer one needs its distinct 3-grams. Same code-point
 * semantics as the SQL function `search_grams3`.
 */
export function containmentGrams(normalizedTerm: string): string[] {
  const chars = characters(normalizedTerm);
  if (chars.length <= POSTGRES_GRAM_LENGTH) return [chars.join('')];
  const grams = new Set<string>();
  for (let i = 0; i + POSTGRES_GRAM_LENGTH <= chars.length; i += 1)
    grams.add(chars.slice(i, i + POSTGRES_GRAM_LENGTH).join(''));
  return [...grams];
}

/**
 * A comma-separated list of non-negative integer ids (SQL group_concat/string_agg) without allocating a
 * string per id: tens of thousands of ids per common-term search.
 */
export function parseIdList(list: string | null | undefined): Int32Array {
  if (!list) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < list.length; i += 1) if (list.charCodeAt(i) === 44) count += 1;
  const ids = new Int32Array(count);
  let value = 0;
  let k = 0;
  for (let i = 0; i < list.length; i += 1) {
    const code = list.charCodeAt(i);
    if (code === 44) {
      ids[k++] = value;
      value = 0;
    } else {
      value = value * 10 + (code - 48);
    }
  }
  ids[k] = value;
  return ids;
}
