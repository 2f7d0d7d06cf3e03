import { normalizeUnit, unitFamily, type UnitFamily } from '@app/contract/units';

/**
 * Extraction of the numeric ranges stated in claims (decisions §7, freedom to operate):
 * 「(B)タルクを10〜40質量部」, 「0.1質量%以上5質量%以下」, 「120℃以上」, 「2000MPa以上」, 「1〜10μm」,
 * ranges written with ～/〜/~/－/-/から, bounds with 以上/以下/未満/超/を超え, amounts relative to a base
 * (「(A)100質量部に対して」), and the common English forms of US claims ("1 to 50 wt. %", "at least 5 MPa",
 * "400 nm or more"). Only quantities with a recognised unit count: 「炭素数1〜10」 or 「請求項1〜3」 are not
 * ranges. The subject is the noun phrase the claim attaches the range to, read from the text before the
 * number (「(B)タルクを」, 「曲げ弾性率が」) or, failing that, after it (「10〜40質量部の(B)タルク」).
 */

export type ClaimRangeKind = 'ingredient' | 'property' | 'condition';

export interface ExtractedRange {
  kind: ClaimRangeKind;
  /** As the claim names it, without component symbol and particles: タルク, 曲げ弾性率. */
  subject: string;
  /** Component symbol such as "(B)", or null. */
  group: string | null;
  min: number | null;
  max: number | null;
  minInclusive: boolean;
  maxInclusive: boolean;
  /** The unit as this module spells it (normalizeUnit), e.g. 質量部, ℃, μm. */
  unit: string;
  family: UnitFamily;
  /** The base an amount is relative to, e.g. 「(A)ポリプロピレン100質量部に対して」. */
  basis: string | null;
  /** The phrase read (normalised text). */
  text: string;
}

interface Quantity {
  value: number;
  start: number;
  /** End of number + unit. */
  end: number;
  unit: string | null;
  family: UnitFamily | null;
  /** End after a trailing qualifier (以上, or more, …). */
  after: number;
  bound: 'min' | 'max' | null;
  inclusive: boolean;
  /** Set when a leading English qualifier ("at least") precedes the number. */
  prefixStart: number;
}

const COMPOSITION_FAMILIES: ReadonlySet<UnitFamily> = new Set([
  'massParts',
  'massPercent',
  'molPercent',
  'volumePercent',
  'atomicPercent',
]);

const PROCESS_WORDS =
  /(混練|溶融|成形|成型|射出|押出|硬化|加硫|乾燥|焼成|焼結|焼鈍|焼きなまし|加熱|熱処理|処理|時効|溶体化|アニール|反応|重合|攪拌|撹拌|保持|冷却|圧延|延伸|塗布|キュア|プレス|curing|cure|annealing|aging|heating|mixing|kneading|molding|baking|sintering|drying|reaction)/i;

/** NFKC plus the range marks and dashes unified; character positions are those of the returned text. */
export function normalizeClaimText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[〜～∼⁓]/g, '~')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/[\r\n\t]+/g, ' ');
}

const NUMBER = /(?<![A-Za-z0-9.,/^])(-?\d+(?:,\d{3})*(?:\.\d+)?)/g;
const RANGE_SEPARATOR = /^\s*(?:~|-|ー|から|to|through|and)\s*/i;
const SUFFIX_QUALIFIER =
  /^\s*(以上|以下|未満|超え?る?|を超え(?:る)?|より大きい|より小さい|より多い|より少ない|or more|or less|or greater|or lower|or higher|or above|or below|and above|and below|at most|at least|max(?:imum)?\.?|min(?:imum)?\.?)/i;
const PREFIX_QUALIFIER =
  /(at least|not less than|no less than|not more than|no more than|at most|less than|more than|greater than|higher than|lower than|up to|above|below|exceeding|over|under|≧|≦|≥|≤|>=|<=|>|<)\s*$/i;
const BASIS_SUFFIX = /^\s*(?:に対して|に対し|当たり|あたり|につき|per|based on|relative to|with respect to)/i;

function boundOfSuffix(word: string): { bound: 'min' | 'max'; inclusive: boolean } | null {
  const w = word.toLowerCase();
  if (w === '以上' || w.startsWith('or more') || w === 'or greater' || w === 'or higher' || w === 'or above')
    return { bound: 'min', inclusive: true };
  if (w === 'and above' || w === 'at least' || w.startsWith('min')) return { bound: 'min', inclusive: true };
  if (w === '以下' || w === 'or less' || w === 'or lower' || w === 'or below' || w === 'and below')
    return { bound: 'max', inclusive: true };
  if (w === 'at most' || w.startsWith('max')) return { bound: 'max', inclusive: true };
  if (w === '未満' || w === 'より小さい' || w === 'より少ない') return { bound: 'max', inclusive: false };
  if (w.startsWith('超') || w.startsWith('を超え') || w === 'より大きい' || w === 'より多い')
    return { bound: 'min', inclusive: false };
  return null;
}

function boundOfPrefix(word: string): { bound: 'min' | 'max'; inclusive: boolean } | null {
  const w = word.toLowerCase();
  if (['at least', 'not less than', 'no less than', '≧', '≥', '>='].includes(w))
    return { bound: 'min', inclusive: true };
  if (['not more than', 'no more than', 'at most', 'up to', '≦', '≤', '<='].includes(w))
    return { bound: 'max', inclusive: true };
  if (['more than', 'greater than', 'higher than', 'above', 'exceeding', 'over', '>'].includes(w))
    return { bound: 'min', inclusive: false };
  if (['less than', 'lower than', 'below', 'under', '<'].includes(w))
    return { bound: 'max', inclusive: false };
  return null;
}

/** The longest unit spelling that starts at `position` (whitespace inside allowed: "wt. %"), or null. */
function unitAt(text: string, position: number): { unit: string; family: UnitFamily; end: number } | null {
  let start = position;
  while (text[start] === ' ') start++;
  for (let length = Math.min(14, text.length - start); length >= 1; length--) {
    const candidate = text.slice(start, start + length);
    if (candidate.endsWith(' ')) continue;
    const next = text[start + length] ?? '';
    // A Latin unit must end at a word boundary ("m" is not the start of "mass").
    if (/[A-Za-z]$/.test(candidate) && /[A-Za-z]/.test(next)) continue;
    if (/^[A-Za-z]/.test(candidate) && start === position && /[A-Za-z]/.test(text[position - 1] ?? ''))
      continue;
    const unit = normalizeUnit(candidate);
    if (!unit || unit === '-') continue;
    const family = unitFamily(unit);
    if (!family) continue;
    return { unit, family, end: start + length };
  }
  return null;
}

function quantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const raw = match[1]!;
    const start = match.index;
    const value = Number(raw.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    let end = start + raw.length;
    const unit = unitAt(text, end);
    if (unit) end = unit.end;
    let after = end;
    let bound: Quantity['bound'] = null;
    let inclusive = true;
    const suffix = SUFFIX_QUALIFIER.exec(text.slice(end));
    const suffixBound = suffix ? boundOfSuffix(suffix[1]!) : null;
    if (suffix && suffixBound) {
      bound = suffixBound.bound;
      inclusive = suffixBound.inclusive;
      after = end + suffix[0].length;
    }
    let prefixStart = start;
    if (!bound) {
      const prefix = PREFIX_QUALIFIER.exec(text.slice(Math.max(0, start - 20), start));
      const prefixBound = prefix ? boundOfPrefix(prefix[1]!) : null;
      if (prefix && prefixBound) {
        bound = prefixBound.bound;
        inclusive = prefixBound.inclusive;
        prefixStart = start - prefix[0].length;
      }
    }
    found.push({
      value,
      start,
      end,
      unit: unit?.unit ?? null,
      family: unit?.family ?? null,
      after,
      bound,
      inclusive,
      prefixStart,
    });
  }
  return found;
}

const SUBJECT_DELIMITER =
  /[、。,;:()（）「」]|に対して|に対し|であり|であって|を含み|を含有し|からなり|\b(?:wherein|comprising|which|and|in|having|has|with|where)\b/giu;
const LEADING_NOISE =
  /^(?:\s|および|及び|並びに|ならびに|かつ|さらに|更に|また|前記|該|当該|上記|その|the|a|an|said|wherein|where|further|and|with|of)+/iu;
const TRAILING_PARTICLES =
  /(?:\s|を|が|は|で|と|の|に|も|:|の含有量|の含有割合|の配合量|の配合割合|の割合|の量|含有量|配合量|量|の範囲|範囲|is|are|was|be|has|have|having|of|from|in the range of|in a range of|in an amount of|within|about|approximately|ranging|ranges|range|between|content|amount)+$/iu;

/** The noun phrase before position `start` up to the previous delimiter, particles stripped. */
function subjectBefore(text: string, start: number): string {
  const window = text.slice(Math.max(0, start - 80), start);
  // Parentheses of component symbols must survive: cut only at delimiters not part of "(B)".
  const masked = window.replace(/\(([A-Za-z](?:-?\d+)?|[a-z]\d?|\d{1,2})\)/g, (m) =>
    '\u0000'.repeat(m.length),
  );
  let cut = -1;
  for (const match of masked.matchAll(SUBJECT_DELIMITER)) cut = match.index + match[0].length;
  const phrase = cut >= 0 ? window.slice(cut) : window;
  return cleanSubject(phrase);
}

/** The noun phrase after a range written before its subject: 「10〜40質量部の(B)タルク」. */
function subjectAfter(text: string, end: number): string {
  const rest = text.slice(end);
  const match = /^\s*(?:の|of)\s*(.{1,40}?)(?=を|が|は|と|、|。|,|;|および|及び|並びに|及|$)/u.exec(rest);
  return match ? cleanSubject(match[1]!) : '';
}

function cleanSubject(phrase: string): string {
  let subject = phrase.trim();
  for (let i = 0; i < 3; i++) {
    subject = subject.replace(LEADING_NOISE, '').replace(TRAILING_PARTICLES, '').trim();
  }
  return subject;
}

function splitGroup(subject: string): { group: string | null; subject: string } {
  const leading = /^(?:成分)?\(([A-Za-z](?:-?\d+)?|[a-z]\d?)\)\s*(?:成分)?\s*/.exec(subject);
  if (leading)
    return { group: `(${leading[1]!.toUpperCase()})`, subject: subject.slice(leading[0].length).trim() };
  const trailing = /\s*(?:成分)?\(([A-Za-z](?:-?\d+)?)\)$/.exec(subject);
  if (trailing)
    return { group: `(${trailing[1]!.toUpperCase()})`, subject: subject.slice(0, trailing.index).trim() };
  return { group: null, subject };
}

function kindOf(family: UnitFamily, subject: string): ClaimRangeKind {
  if (COMPOSITION_FAMILIES.has(family) || family === 'massParts') return 'ingredient';
  if (
    (family === 'temperature' ||
      family === 'time' ||
      family === 'rotationalSpeed' ||
      family === 'speed' ||
      family === 'stress') &&
    PROCESS_WORDS.test(subject) &&
    !/(たわみ|軟化|転移|融点|分解|耐熱|荷重|deflection|transition|melting|softening)/i.test(subject)
  ) {
    return 'condition';
  }
  return 'property';
}

/** Every numeric range of one claim's text, in text order. */
export function extractClaimRanges(claimText: string): ExtractedRange[] {
  const text = normalizeClaimText(claimText);
  const found = quantities(text);
  const ranges: ExtractedRange[] = [];
  let basis: string | null = null;
  for (let i = 0; i < found.length; i++) {
    const q = found[i]!;
    // 「(A)100質量部に対して」: the base of the following amounts, not a range.
    if (q.unit && !q.bound && BASIS_SUFFIX.test(text.slice(q.end))) {
      const suffix = BASIS_SUFFIX.exec(text.slice(q.end))!;
      const before = subjectBefore(text, q.start);
      basis = `${before}${text.slice(q.start, q.end + suffix[0].length)}`.trim();
      continue;
    }
    let lower: Quantity | null = null;
    let upper: Quantity | null = null;
    let consumed = i;
    const next = found[i + 1];
    const between = next ? text.slice(q.bound ? q.after : q.end, next.start) : '';
    if (!q.bound && next && next.unit && RANGE_SEPARATOR.test(between) && between.trim().length <= 8) {
      const separator = RANGE_SEPARATOR.exec(between)!;
      if (separator[0].length === between.length && (!q.unit || unitFamily(q.unit) === next.family)) {
        // X〜Y unit, X unit〜Y unit, X to Y unit; a bound after Y (「10〜40質量部以下」) is ignored.
        lower = { ...q, bound: 'min', inclusive: true };
        upper = { ...next, bound: 'max', inclusive: true };
        consumed = i + 1;
      }
    }
    if (
      !lower &&
      q.unit &&
      q.bound === 'min' &&
      next?.unit &&
      next.bound === 'max' &&
      next.family === q.family
    ) {
      const gap = text.slice(q.after, next.prefixStart);
      if (/^[\s、,]*(?:かつ|で|and|but)?[\s、,]*$/iu.test(gap)) {
        lower = q;
        upper = next;
        consumed = i + 1;
      }
    }
    if (!lower && !upper && q.unit && q.bound) {
      if (q.bound === 'min') lower = q;
      else upper = q;
    }
    const first = lower ?? upper;
    const last = upper ?? lower;
    if (!first || !last) continue;
    const unit = last.unit ?? first.unit;
    const family = last.family ?? first.family;
    if (!unit || !family) continue;
    i = consumed;
    let subjectText = subjectBefore(text, first.prefixStart);
    if (!subjectText || /^[\d.\s]*$/.test(subjectText)) subjectText = subjectAfter(text, last.after);
    const { group, subject } = splitGroup(subjectText);
    const kind = kindOf(family, subject);
    ranges.push({
      kind,
      subject: subject || (group ?? ''),
      group,
      min: lower ? lower.value : null,
      max: upper ? upper.value : null,
      minInclusive: lower ? lower.inclusive : true,
      maxInclusive: upper ? upper.inclusive : true,
      unit,
      family,
      basis: kind === 'ingredient' && family === 'massParts' ? basis : null,
      text: text.slice(first.prefixStart, last.after).trim(),
    });
  }
  return ranges.filter(
    (range) => range.subject !== '' && (range.min === null || range.max === null || range.min <= range.max),
  );
}
