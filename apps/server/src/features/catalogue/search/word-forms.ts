/**
 * Word-aware matching of Latin-script text inside the substring index (decision 0014).
 *
 * The index matches a term where it is a substring of the indexed text (J-PlatPat semantics, right for
 * Japanese, which has no spaces). For English that is wrong: "stent" is a substring of "consistent",
 * "composites" is not one of "composite", and "5wt%" is not one of "5 wt %". So both the indexed text and
 * the query terms go through the same folding, on top of normalize.ts:
 *
 * - Every run of Latin letters is a word, every run of digits a number: each stands between single spaces
 *   (`5wt%` → ` 5 wt %`, `427°c` → ` 427 ° c `, `pa66` → ` pa 66 `).
 * - A word is reduced to a light English stem: plural → singular (stents → stent, bodies → body,
 *   processes → process); short words (≤ 3 letters: pps, gas) are kept as they are.
 * - A dash joining a word to a word or number is a word boundary (four-point = four point, non-ionic =
 *   non ionic, PA-6 = PA6); between numbers it stays (10-17, 2007-031456).
 * - Indexed text is framed by spaces, and a query term that starts (ends) with a word or number gets a
 *   space before (after) it, so it can only match whole words: ` stent ` never matches ` consistent `.
 * - Everything else (Japanese, symbols) is unchanged: Japanese keeps substring semantics.
 *
 * Joined and split compounds (nanocomposites / nano-composites, nonionic / non-ionic, fourpoint / four
 * point) are query alternatives (compoundAlternatives), not index entries: the index stays one text.
 */

const TOKEN = /[a-z\u00df-\u00f6\u00f8-\u024f]+|[0-9]+|ー| |[^]/gu;
const LATIN = /^[a-z\u00df-\u00f6\u00f8-\u024f]/;
const DIGIT = /^[0-9]/;

/** A light English stem: the singular of regular plurals, the same stem for a word and its plural. */
export function stemWord(word: string): string {
  if (word.length <= 3 || /[0-9]/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

type PieceKind = 'word' | 'space' | 'dash' | 'other';
interface Piece {
  kind: PieceKind;
  text: string;
  from: number;
  to: number;
}

function piecesOf(normalized: string): Piece[] {
  const pieces: Piece[] = [];
  for (const match of normalized.matchAll(TOKEN)) {
    const text = match[0];
    const from = match.index;
    const to = from + text.length;
    if (LATIN.test(text)) pieces.push({ kind: 'word', text: stemWord(text), from, to });
    else if (DIGIT.test(text)) pieces.push({ kind: 'word', text, from, to });
    else if (text === ' ') pieces.push({ kind: 'space', text, from, to });
    else if (text === 'ー') pieces.push({ kind: 'dash', text, from, to });
    else pieces.push({ kind: 'other', text, from, to });
  }
  // A dash right between a word and a word or number (four-point, non-ionic, PA-6) is a word boundary.
  // Between two numbers (10-17, 2007-031456) and before a spaced number (at -20 °C) it stays: a sign or
  // a range there.
  for (let i = 1; i + 1 < pieces.length; i += 1) {
    const [before, dash, after] = [pieces[i - 1]!, pieces[i]!, pieces[i + 1]!];
    if (dash.kind !== 'dash' || before.kind !== 'word' || after.kind !== 'word') continue;
    if (LATIN.test(before.text) || LATIN.test(after.text)) dash.kind = 'space';
  }
  return pieces;
}

export interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`, the [start, end) range of the normalised input it stands for. */
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * The folded form with a map back to the normalised input (for highlights). A stemmed word maps every one
 * of its characters to the whole original word; a space added at a word edge maps to that edge (empty).
 * `frame`: a space at both ends (indexed text), or only where the text starts/ends with a word (a term).
 */
function fold(normalized: string, frame: 'always' | 'words'): FoldedText {
  const pieces = piecesOf(normalized);
  const units: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const space = (at: number) => {
    if (units.length > 0 && units.at(-1) === ' ') return;
    units.push(' ');
    starts.push(at);
    ends.push(at);
  };
  const first = pieces[0];
  if (frame === 'always' || first?.kind === 'word') space(first?.from ?? 0);
  for (const piece of pieces) {
    if (piece.kind === 'space') {
      space(piece.from);
      continue;
    }
    if (piece.kind === 'word') space(piece.from);
    for (let k = 0; k < piece.text.length; k += 1) {
      units.push(piece.text[k]!);
      starts.push(piece.kind === 'word' ? piece.from : piece.from + k);
      ends.push(piece.kind === 'word' ? piece.to : piece.from + k + 1);
    }
    if (piece.kind === 'word') space(piece.to);
  }
  const last = pieces.at(-1);
  if (frame === 'always' || last?.kind === 'word') space(last?.to ?? 0);
  else if (units.at(-1) === ' ') {
    units.pop();
    starts.pop();
    ends.pop();
  }
  if (frame === 'words' && units[0] === ' ' && first?.kind !== 'word') {
    units.shift();
    starts.shift();
    ends.shift();
  }
  return { text: units.join(''), starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

const LETTERS = 'a-z\\u00df-\\u00f6\\u00f8-\\u024f';
/** A dash that piecesOf turns into a word boundary: right between a word and a word or number. */
const BOUNDARY_DASH = new RegExp(`(?<=[${LETTERS}])ー(?=[${LETTERS}0-9])|(?<=[0-9])ー(?=[${LETTERS}])`, 'g');
const WORD_OR_NUMBER = new RegExp(`[${LETTERS}]+|[0-9]+`, 'g');
const HAS_WORD = new RegExp(`[${LETTERS}0-9]`);

/**
 * The indexed form of a normalised slot text: words folded, framed by spaces. '' stays ''. The same text
 * as the offset-mapping fold (a test compares them), built with a few replaces: it runs on every slot of
 * every indexed document.
 */
export function foldDocument(normalized: string): string {
  if (normalized === '') return '';
  if (!HAS_WORD.test(normalized)) return ` ${normalized} `;
  const spaced = normalized
    .replace(BOUNDARY_DASH, ' ')
    .replace(WORD_OR_NUMBER, (word) => ` ${LATIN.test(word) ? stemWord(word) : word} `)
    .replace(/ {2,}/g, ' ');
  return `${spaced.startsWith(' ') ? '' : ' '}${spaced}${spaced.endsWith(' ') ? '' : ' '}`;
}

/** foldDocument with the map back to the normalised text (highlighting). */
export function foldDocumentWithOffsets(normalized: string): FoldedText {
  return fold(normalized, 'always');
}

/**
 * The matched form of a normalised query term: words folded, anchored at the word edges it has.
 * `openEnd`: no anchor after a final word (classification codes: ipc:c08l23/1 is a prefix of c08l23/10).
 */
export function foldTerm(normalized: string, { openEnd = false }: { openEnd?: boolean } = {}): string {
  const folded = fold(normalized, 'words').text;
  return openEnd ? folded.replace(/ $/, '') : folded;
}

/** Whether a folded term contains a Latin word (it then gets compound alternatives). */
function latinWords(normalized: string): string[] | null {
  const pieces = piecesOf(normalized).filter((piece) => piece.kind !== 'space');
  if (pieces.length === 0) return null;
  const words: string[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'dash') continue;
    if (piece.kind !== 'word' || !LATIN.test(piece.text)) return null;
    words.push(normalized.slice(piece.from, piece.to));
  }
  return words;
}

/** Shortest part of a split compound: "non ionic", "four point", not "st ent". */
const MIN_PART = 3;

/**
 * The other spellings of an English term made of Latin words only, as folded terms:
 * - several words (four-point, nano composites) → the joined word (fourpoint, nanocomposite);
 * - one long word (nonionic, nanocomposites) → every split into two words of ≥ 3 letters (non ionic, …),
 *   which matches the spaced and the hyphenated spelling in the text alike.
 * Empty for anything else (Japanese, numbers, symbols).
 */
export function compoundAlternatives(normalized: string): string[] {
  const words = latinWords(normalized);
  if (!words || words.length === 0) return [];
  const alternatives = new Set<string>();
  if (words.length > 1) {
    alternatives.add(foldTerm(words.join('')));
  } else {
    const word = words[0]!;
    for (let cut = MIN_PART; cut + MIN_PART <= word.length; cut += 1) {
      alternatives.add(foldTerm(`${word.slice(0, cut)} ${word.slice(cut)}`));
    }
  }
  alternatives.delete(foldTerm(normalized));
  return [...alternatives];
}
