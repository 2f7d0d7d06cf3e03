import { normalizeUnit, unitFamily, type UnitFamily } from '@app/contract/units';
import { parseNumber } from './cell-values.js';

/**
 * A table header (row stub or column header) as property name + unit, with the unit families and
 * spellings of `@app/contract/units` (as the demo data uses them): "Tensile strength (MPa)",
 * "Temperature, ° C.", "[wt %]", "MFR g/10 min", "Voltage (V) @20 mA/cm²" (condition "@20 mA/cm²"),
 * "Permeability, mol/m · s · Pa (10⁻¹⁷)" (values printed in units of 10⁻¹⁷).
 */

export interface ParsedHeader {
  /** Without unit and footnote marks. */
  name: string;
  /** As `normalizeUnit` spells it, or '' when the header names no known unit. */
  unit: string;
  family: UnitFamily | null;
  /** Text after the unit (a measuring condition), or null. */
  condition: string | null;
  /** Printed values are multiples of this ("(10⁻¹⁷)", "(×10³)"); 1 otherwise. */
  scale: number;
}

/** Spellings of patents that `normalizeUnit` does not read, mapped to ones it does. */
const SPELLINGS: [RegExp, string][] = [
  [/^°\s*C\.?$/i, '°C'],
  [/^deg\.?\s*C\.?$/i, '°C'],
  [/^(?:%|percent)\s*by\s*weight$|^weight\s*(?:%|percent)$|^wt\.?\s*(?:%|percent)$/i, 'wt%'],
  [/^(?:%|percent)\s*by\s*mass$/i, 'mass%'],
  [/^(?:%|percent)\s*by\s*volume$|^vol\.?\s*%$/i, 'vol%'],
  [/^(?:atomic|at\.)\s*(?:%|percent)$/i, 'at%'],
  [/^mol(?:e)?\.?\s*(?:%|percent)$/i, 'mol%'],
  [/^parts?\s*by\s*(?:weight|mass)$|^pbw$/i, 'parts by weight'],
  [/^hrs?\.?$|^hours?$/i, 'h'],
  [/^sec\.?$|^seconds?$/i, 's'],
  [/^minutes?$|^mins?\.?$/i, 'min'],
];

/** The unit of a text that is only a unit ("MPa", "° C.", "% by weight"), or null. */
export function unitOf(raw: string): string | null {
  const text = raw
    .normalize('NFKC')
    .replace(/\s*·\s*/g, '·')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  const spelled = SPELLINGS.find(([pattern]) => pattern.test(text))?.[1] ?? text;
  return normalizeUnit(spelled) ?? normalizeUnit(spelled.replace(/\s+/g, '')) ?? null;
}

function scaleOf(raw: string): number | null {
  const text = raw.replace(/^[×x]\s*/, '');
  if (!/10/.test(text)) return null;
  const value = parseNumber(text);
  return value !== null && value !== 10 && /^(?:[×x]\s*)?10/.test(raw.trim()) ? value : null;
}

function withoutFootnotes(text: string): string {
  return (
    text
      .replace(/([A-Za-z])- ([a-z])/g, '$1$2')
      // "Cis-1,4-" / "bond content": a chemical name broken after its hyphen keeps the hyphen.
      .replace(/(\d)- ([a-z])/g, '$1-$2')
      .replace(/\(\s*\*\s*\d*\s*\)|\*\d*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function parseHeader(raw: string): ParsedHeader {
  let text = withoutFootnotes(raw);
  let scale = 1;
  let unit = '';
  let condition: string | null = null;
  // Bracketed parts: the first that is a unit is the unit; a power of ten is a scale.
  for (const match of text.matchAll(/[([]([^()[\]]+)[)\]]/g)) {
    const inner = match[1]!.trim();
    const factor = scaleOf(inner);
    if (factor !== null) {
      scale = factor;
      text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.trim();
      break;
    }
  }
  for (const match of text.matchAll(/[([]([^()[\]]+)[)\]]/g)) {
    const found = unitOf(match[1]!);
    if (found) {
      unit = found;
      condition = text.slice(match.index + match[0].length).trim() || null;
      text = text.slice(0, match.index).trim();
      break;
    }
  }
  if (!unit) {
    // A unit the unit table does not know, printed as one ("(cd/A)", "(lm/W)"): kept as written.
    const ratio = /\(([A-Za-zµμΩ°%][^()\s]{0,5}[/·][^()\s]{1,6})\)/.exec(text);
    if (ratio) {
      unit = ratio[1]!;
      condition = text.slice(ratio.index + ratio[0].length).trim() || null;
      text = text.slice(0, ratio.index).trim();
    }
  }
  if (!unit) {
    // "Temperature, ° C." / "Organoclay, Wt %": the unit after the last comma.
    const comma = /^(.*\S),\s*([^,]+)$/.exec(text);
    const after = comma?.[2]!.trim() ?? '';
    // A compound unit the table does not know ("mol/m · s · Pa") is kept as printed.
    const found = comma
      ? (unitOf(after) ??
        (/^[A-Za-zµμΩ°%][\w/·.⁻¹²³ -]*$/.test(after) && /[/·]/.test(after)
          ? after.replace(/\s*·\s*/g, '·')
          : null))
      : null;
    if (comma && found) {
      unit = found;
      text = comma[1]!;
    }
  }
  if (!unit) {
    // "MFR g/10 min", "Content wt %": one to three trailing words that are a unit.
    const words = text.split(' ');
    for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
      // Part of a longer unit ("mol/m · s · Pa" is not "Pa") is no unit.
      if (/[/·×-]$/.test(words[words.length - take - 1]!)) continue;
      const found = unitOf(words.slice(-take).join(' '));
      if (found) {
        unit = found;
        text = words.slice(0, -take).join(' ');
        break;
      }
    }
  }
  const name = text.replace(/[,:;]\s*$/, '').trim();
  return { name, unit, family: unit ? unitFamily(unit) : null, condition, scale };
}

/** Unit families of amounts in a formulation: parts, mass/mol/volume/atomic percent. */
export const COMPOSITION_FAMILIES: ReadonlySet<UnitFamily> = new Set([
  'massParts',
  'massPercent',
  'molPercent',
  'volumePercent',
  'atomicPercent',
]);

/** Words of a header, stub or caption that say the numbers are amounts used, not results measured. */
export const AMOUNT_WORDS =
  /\b(?:parts?|pbw|phr|amounts?|compounding|mixing|formulations?|recipes?|compositions?|ingredients?|charged|added|blend(?:ed|ing)? ratio|loading)\b|by weight|by mass|配合|質量部|重量部/i;
