import type { ExampleCollector } from './example-collector.js';
import type { ExampleLabel } from './example-labels.js';
import { parseCellValue, splitNameAndAmount } from './cell-values.js';
import { AMOUNT_WORDS, COMPOSITION_FAMILIES, parseHeader, type ParsedHeader } from './header-units.js';

/**
 * One table value of one example, written where the document says it belongs. Composition or measured
 * property is decided from the words of the document — the unit (parts, wt %, phr, mol %), or amount
 * words ("parts", "amount", "compounding", "recipe") in the header, its group stub or the table caption —
 * never from the value's position. A number that is a process setting ("Polymerizing temperature (° C.)")
 * is a condition. Text stays text: it names a component only when the header says the column lists what
 * was used ("Host compound", "Kind of gelatinizer"); anything else is kept as written in the note.
 */

export interface ValueContext {
  /** The header or row stub as printed (with unit). */
  header: string;
  /** A group above it ("Rubber ingredient (part)", "Vulcanization properties"), '' when none. */
  group: string;
  /** Titles and captions of the table. */
  caption: string;
}

const PROCESS =
  /polymeriz|reaction|curing|\bcure|anneal|sinter|calcin|baking|drying|mixing|kneading|mou?lding|extrusion|heating|vulcaniz|firing|ag(?:e)?ing|treatment|stirring|rolling|pressing|cleaning|polishing/i;
const PROCESS_FAMILIES = new Set(['temperature', 'time', 'pressure', 'rotationalSpeed']);
/** Headers of columns that list what was used, by name: the header's head noun is a material. */
const USED =
  /(?:^(?:kind|type|name) of\b.*|\b(?:compounds?|materials?|host|dopant|polymer|resin|agent|catalyst|filler|solvent|gelatinizer|additive|component|monomer|initiator|plasticizer|stabilizer|pigment|fiber|fibre|salt|ingredient|substrate|binder))$/i;
/** Judgements, not names: they stay text. */
const JUDGEMENT =
  /^(?:yes|no|none|good|poor|fair|bad|excellent|present|absent|passed?|fail(?:ed)?|[○◯◎△×xABCD])$/i;
/** A header that is only a level of a group ("1.5%", "25° C."): the group names the column. */
const LEVEL = /^[<>≤≥~]?\s*\d+(?:\.\d+)?\s*(?:%|°\s*C\.?|℃|h|hrs?|min|days?|wt\s*%)?$/i;

function unitOfContext(header: ParsedHeader, group: ParsedHeader, caption: ParsedHeader): string {
  return header.unit || group.unit || caption.unit;
}

export function recordValue(
  collector: ExampleCollector,
  label: ExampleLabel,
  context: ValueContext,
  texts: readonly string[],
): void {
  const parts = texts.map((text) => text.trim()).filter(Boolean);
  if (parts.length === 0) return;
  // "1.5%" under "viscosity … (Pa · s) / Amount of gelatinizer": name and unit from the group, the
  // level as the condition.
  const level = LEVEL.test(context.header.trim()) && context.group !== '';
  const header = level
    ? (() => {
        const parsed = parseHeader(context.group);
        return { ...parsed, condition: [parsed.condition, context.header.trim()].filter(Boolean).join(' ') };
      })()
    : parseHeader(context.header);
  const group = level ? parseHeader('') : parseHeader(context.group);
  const caption = parseHeader(context.caption);
  const name = header.name || group.name || context.header;
  const example = collector.get(label);
  const first = parseCellValue(parts[0]!);
  const words = level ? context.group : `${context.header} ${context.group}`;
  const family = header.family ?? group.family;
  // A measured unit (Pa·s, MPa, nm) says measured, whatever words stand around it.
  const measuredUnit =
    family !== null &&
    !COMPOSITION_FAMILIES.has(family) &&
    family !== 'percent' &&
    family !== 'mass' &&
    family !== 'amountOfSubstance';
  const amounts =
    (family !== null && COMPOSITION_FAMILIES.has(family)) ||
    (!measuredUnit && AMOUNT_WORDS.test(words) && !/properties|results?/i.test(context.group)) ||
    (!measuredUnit && !header.unit && !group.unit && AMOUNT_WORDS.test(context.caption));

  // A name with its amount under it: "Nd(ver)₃" / "(0.09)" (catalyst and recipe tables).
  if (first.kind === 'text' && parts.length >= 2) {
    const joined = splitNameAndAmount(parts.join(' '));
    if (joined) {
      example.composition.push({
        name: joined.name,
        amount: joined.amount,
        unit: unitOfContext(header, group, caption),
        group: name,
      });
      return;
    }
  }
  if (first.kind === 'empty') return;
  const namesMaterial = !level && USED.test(header.name || group.name);
  // "(11)" under "Host compound": the number of a structural formula, a name, not a value.
  if (first.kind === 'number' && first.parenthesised && namesMaterial && !header.unit) {
    example.composition.push({ name: parts.join(' '), amount: null, unit: '', group: name });
    return;
  }
  if (first.kind === 'number' && parts.length === 1) {
    const value = Number((first.value * header.scale).toPrecision(12));
    const unit = header.unit || first.unit || (amounts ? group.unit || caption.unit : '') || '';
    if (amounts) {
      example.composition.push({ name, amount: value, unit, group: context.group ? group.name : undefined });
    } else if (
      header.family !== null &&
      PROCESS_FAMILIES.has(header.family) &&
      PROCESS.test(words) &&
      first.qualifier === null
    ) {
      example.conditions.push({ name, value, unit });
    } else {
      example.properties.push({
        name,
        value,
        unit,
        // A scaled header ("(10⁻¹⁷)") multiplied the printed number: the original says by what.
        original: header.scale === 1 ? parts[0] : `${parts[0]} (×${header.scale})`,
        condition: header.condition ?? undefined,
      });
    }
    return;
  }
  const text = parts.join(' ');
  if (first.kind === 'text' && namesMaterial && !JUDGEMENT.test(text)) {
    for (const item of namesIn(parts))
      example.composition.push({ name: item, amount: null, unit: '', group: name });
    return;
  }
  collector.addText(
    label,
    level ? `${context.group} ${context.header}` : context.header || context.group,
    text,
  );
}

/**
 * The names in a cell printed over several lines: a line starting in lower case continues the name above
 * ("Crosslinked" / "polymer-1 + TiO₂"); a capitalised line starts the next one ("Crosslinked polymer-1" /
 * "Crosslinked polymer-2 + TiO₂" — two gelatinizers used together).
 */
function namesIn(lines: readonly string[]): string[] {
  const names: string[] = [];
  for (const line of lines) {
    if (names.length > 0 && !/^[A-Z]/.test(line)) names[names.length - 1] += ` ${line}`;
    else names.push(line);
  }
  return names.map((name) => name.replace(/([A-Za-z])- (?=\d)/g, '$1-'));
}
