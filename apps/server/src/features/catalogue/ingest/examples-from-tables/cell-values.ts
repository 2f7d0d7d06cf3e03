/**
 * A table cell as a value. Patents print numbers with thousands separators ("40,000"), powers of ten as
 * superscripts ("1.5 × 10²", "4629 × 10⁻¹⁷" — the grid reader keeps them as Unicode superscripts),
 * qualifiers before or after ("<0.1", "200<", "≥5", "~400"), parentheses ("(0.09)" — an amount printed
 * under a name, or a value in brackets) and ranges ("10-20"). Anything else is text and stays text:
 * the caller keeps it as written and never turns it into a number or a component.
 */

export type Qualifier = '<' | '>' | '≤' | '≥' | '~';

export type CellValue =
  | { kind: 'empty' }
  | {
      kind: 'number';
      value: number;
      /** A bound or an approximation: the value is the number printed, the original text says which. */
      qualifier: Qualifier | null;
      /** Printed in parentheses. */
      parenthesised: boolean;
      /** A unit printed in the cell itself ("98.4%"). */
      unit: string | null;
    }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'text'; text: string };

/** Cells that mean "not used / not measured". */
const EMPTY = new Set(['', '-', '—', '–', '−', '--', '---', 'n/a', 'na', 'n.a.', 'nd', 'n.d.', '*', '/']);

const SUPER_DIGITS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
};

const NUMBER = String.raw`[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?`;

/** "4629 × 10⁻¹⁷", "1.5×10^(2)", "1.5E+02", "10⁻¹⁷", "40,000" → the number, or null. */
export function parseNumber(raw: string): number | null {
  const text = raw
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/\s+/g, '')
    .replace(/[x*·]/g, '×');
  const power = /^(?:(.+?)×)?10(?:\^\(?([+-]?\d+)\)?|([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))$/.exec(text);
  if (power) {
    const mantissa = power[1] === undefined ? 1 : plain(power[1]);
    const exponentText = power[2] ?? [...power[3]!].map((c) => SUPER_DIGITS[c]).join('');
    const exponent = Number(exponentText);
    if (mantissa === null || !Number.isFinite(exponent)) return null;
    return Number((mantissa * 10 ** exponent).toPrecision(12));
  }
  return plain(text);
}

const PLAIN = new RegExp(`^${NUMBER}(?:[eE][+-]?\\d+)?$`);

function plain(text: string): number | null {
  if (!PLAIN.test(text) || !/\d/.test(text)) return null;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

const QUALIFIER_BEFORE: [RegExp, Qualifier][] = [
  [/^(?:<|less than)\s*/i, '<'],
  [/^(?:>|more than|greater than|over)\s*/i, '>'],
  [/^(?:≤|≦|<=)\s*/, '≤'],
  [/^(?:≥|≧|>=)\s*/, '≥'],
  [/^(?:~|∼|≈|about|approx\.?|ca\.)\s*/i, '~'],
];
/** "200<" reads "more than 200" (the value exceeded the scale). */
const QUALIFIER_AFTER: [RegExp, Qualifier][] = [
  [/\s*<$/, '>'],
  [/\s*>$/, '<'],
  [/\s*(?:or more|or higher|\+)$/i, '≥'],
  [/\s*(?:or less|or lower)$/i, '≤'],
];

const CELL_UNITS = /\s*(%|ppm|wt\s*%|mass\s*%)$/i;

export function parseCellValue(raw: string): CellValue {
  let text = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  // Footnote markers ("12.5*", "3.1 (*1)") belong to the note, not the value.
  text = text.replace(/\s*(?:\(\*\d*\)|\*+\d*|\(\d\))$/, '').trim();
  if (EMPTY.has(text.toLowerCase())) return { kind: 'empty' };
  let parenthesised = false;
  const paren = /^\((.*)\)$/.exec(text);
  if (paren) {
    parenthesised = true;
    text = paren[1]!.trim();
  }
  let qualifier: Qualifier | null = null;
  for (const [pattern, mark] of QUALIFIER_BEFORE) {
    if (pattern.test(text)) {
      qualifier = mark;
      text = text.replace(pattern, '');
      break;
    }
  }
  if (qualifier === null) {
    for (const [pattern, mark] of QUALIFIER_AFTER) {
      if (pattern.test(text)) {
        qualifier = mark;
        text = text.replace(pattern, '');
        break;
      }
    }
  }
  let unit: string | null = null;
  const unitMatch = CELL_UNITS.exec(text);
  if (unitMatch) {
    unit = unitMatch[1]!.replace(/\s+/g, '');
    text = text.slice(0, unitMatch.index).trim();
  }
  const value = parseNumber(text);
  if (value !== null) return { kind: 'number', value, qualifier, parenthesised, unit };
  if (qualifier === null && !parenthesised) {
    const range = /^(.+?)\s*(?:-|–|~|∼|〜|to)\s*(.+)$/.exec(text.replace(/[\u2212]/g, '-'));
    if (range) {
      const min = parseNumber(range[1]!);
      const max = parseNumber(range[2]!);
      if (min !== null && max !== null && min < max) return { kind: 'range', min, max };
    }
  }
  return { kind: 'text', text: raw.replace(/\s+/g, ' ').trim() };
}

/** "Nd(ver)₃ (0.09)": a name followed by its amount in parentheses, as catalyst tables print them. */
export function splitNameAndAmount(raw: string): { name: string; amount: number } | null {
  const match = /^(.*\S)\s+\(([^()]+)\)$/.exec(raw.trim());
  if (!match) return null;
  const amount = parseNumber(match[2]!);
  return amount === null ? null : { name: match[1]!, amount };
}
