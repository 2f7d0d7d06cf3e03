import { normalizeUnit, unitFamily, type UnitFamily } from '@app/contract/units';

/**
 * Extraction of the numeric ranges stated in claims (docs/spec/analyses.md, freedom to operate):
 * 「(B)タルクを10〜40質量部」, 「0.1質量%以上5質量%以下」, 「120℃以上」, 「2000MPa以上」, 「1〜10μm」,
 * ranges written with ～/〜/~/－/-/から, bounds with 以上/以下/未満/超/を超え, amounts relative to a base
 * (「(A)100質量部に対して」), and the common English forms of US claims ("1 to 50 wt. %", "at least 5 MPa",
 * "400 nm or more", "about 1 atomic percent to about 41 atomic percent", "60-85% by weight of polyvinyl
 * butyral", "not more than", "between X and Y", "equal to or less than"). An amount followed by "of X" is
 * X's amount; subjects are cut at word boundaries only. Only quantities with a recognised unit count: 「炭素数1〜10」 or 「請求項1〜3」 are not
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
    .replace(/[\r\n\t]+/g, ' ')
    .replace(ENGLISH_UNIT_PHRASES, (phrase) => englishUnit(phrase))
    .replace(/\b(of|to|than|from)(\d)/g, '$1 $2');
}

/**
 * English unit phrases of US claims in the spellings the unit table reads: "% by weight", "percent by
 * weight", "weight percent" → wt%; "atomic percent" → at%; "mole percent" → mol%; "° C." → °C; "parts by
 * weight" → parts.
 */
const ENGLISH_UNIT_PHRASES =
  /\bparts?\s+by\s+(?:weight|mass)\b|(?:%|\bpercent)\s*by\s*(?:weight|mass|volume)\b|\b(?:weight|wt\.?|mass|atomic|atom|mole?|volume|vol\.?)\s*(?:%|percent\b)|\bpercent\b|°\s*C\.?(?![A-Za-z])/gi;

function englishUnit(phrase: string): string {
  const p = phrase.toLowerCase();
  if (/°/.test(p)) return '°C';
  if (/^part/.test(p)) return 'parts';
  if (/weight|wt/.test(p)) return 'wt%';
  if (/mass/.test(p)) return 'mass%';
  if (/atom/.test(p)) return 'at%';
  if (/mol/.test(p)) return 'mol%';
  if (/vol/.test(p)) return 'vol%';
  return '%';
}

const NUMBER = /(?<![A-Za-z0-9.,/^])(-?\d+(?:,\d{3})*(?:\.\d+)?)/g;
const RANGE_SEPARATOR =
  /^\s*(?:~|-|ー|から|(?:up )?to|through|and)\s*(?:about|approximately|approx\.|ca\.)?\s*/i;
const SUFFIX_QUALIFIER =
  /^\s*(以上|以下|未満|超え?る?|を超え(?:る)?|より大きい|より小さい|より多い|より少ない|or more|or less|or greater|or lower|or higher|or above|or below|and above|and below|at most|at least|max(?:imum)?\.?|min(?:imum)?\.?)/i;
const PREFIX_QUALIFIER =
  /(at least|not less than|no less than|not more than|no more than|at most|equal to or (?:less|smaller|lower) than|equal to or (?:more|greater|larger|higher) than|less than|more than|greater than|larger than|smaller than|higher than|lower than|up to|above|below|exceeding|over|under|≧|≦|≥|≤|>=|<=|>|<)\s*(?:about |approximately )?$/i;
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
  if (/^equal to or (?:less|smaller|lower) than$/.test(w)) return { bound: 'max', inclusive: true };
  if (/^equal to or (?:more|greater|larger|higher) than$/.test(w)) return { bound: 'min', inclusive: true };
  if (['not more than', 'no more than', 'at most', 'up to', '≦', '≤', '<='].includes(w))
    return { bound: 'max', inclusive: true };
  if (
    ['more than', 'greater than', 'larger than', 'higher than', 'above', 'exceeding', 'over', '>'].includes(w)
  )
    return { bound: 'min', inclusive: false };
  if (['less than', 'smaller than', 'lower than', 'below', 'under', '<'].includes(w))
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
    // "μm2" (a superscript lost in the text) is an area, not a length: no unit rather than a wrong one.
    if (/[A-Za-zμµ]$/.test(candidate) && /[0-9²³]/.test(next)) continue;
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
  /[、。;:()（）「」]|,(?!\d)|に対して|に対し|であり|であって|を含み|を含有し|からなり|\b(?:wherein|comprising|which|and|having|has|with|where)\b/giu;
const LEADING_NOISE =
  /^(?:\s|および|及び|並びに|ならびに|かつ|さらに|更に|また|前記|該|当該|上記|その|(?:the|an|a|said|wherein|where|further|and|with|of|to)\b)+/iu;
const TRAILING_PARTICLES =
  /(?:\s|を|が|は|で|と|の|に|も|:|の含有量|の含有割合|の配合量|の配合割合|の割合|の量|含有量|配合量|量|の範囲|範囲|\b(?:is|are|was|be|has|have|having|of|from|in the range of|in a range of|in an amount of|within|about|approximately|ranging|ranges|range|between|content|amount|to a value|regulated|adjusted|set|controlled|maintained|kept|present)\b)+$/iu;
/** Words between a noun and its number that name no quantity: "present in an amount ranging from". */
const FILLER =
  /\b(?:(?:is|are)\s+)?(?:present\s+)?in\s+an?\s+(?:amount|range|concentration|proportion|quantity)(?:\s+(?:of|ranging\s+from|from|within|up\s+to))?\b|\branging\s+from\b/giu;

/**
 * The noun phrase before position `start` up to the previous delimiter, particles stripped. The window
 * starts at a word boundary, so a name is never cut at its front ("amount", not "mount").
 */
function subjectBefore(text: string, start: number): string {
  let from = Math.max(0, start - 120);
  while (from > 0 && /[A-Za-z0-9-]/.test(text[from - 1]!) && /[A-Za-z0-9-]/.test(text[from]!)) from++;
  const window = text.slice(from, start).replace(FILLER, (m) => ' '.repeat(m.length));
  // Parentheses of component symbols must survive: cut only at delimiters not part of "(B)".
  const masked = window.replace(/\(([A-Za-z](?:-?\d+)?|[a-z]\d?|\d{1,2})\)/g, (m) =>
    '\u0000'.repeat(m.length),
  );
  const cuts = [...masked.matchAll(SUBJECT_DELIMITER)].map((match) => ({
    at: match.index + match[0].length,
    comma: match[0] === ',',
  }));
  const last = cuts[cuts.length - 1];
  let subject = cleanSubject(last ? window.slice(last.at) : window);
  // "palladium, in an amount ranging from about 1 …": the noun stands before the comma.
  if (subject === '' && last?.comma) {
    const before = cuts[cuts.length - 2];
    subject = cleanSubject(window.slice(before ? before.at : 0, last.at - 1));
  }
  // "… free of the phase at a temperature greater than …": the quantity is the temperature.
  return subject
    .replace(/^.*\b(?:at|to|of) (?:a |the )?(?=(?:temperature|pressure|wavelength|frequency)\b)/i, '')
    .replace(/^.*\bfor (?:said |the )?(?:amount|content|quantity|proportion) of /i, '');
}

/** The noun phrase after a range written before its subject: 「10〜40質量部の(B)タルク」, "60-85 wt% of PVB". */
function subjectAfter(text: string, end: number): string {
  const rest = text.slice(end);
  const japanese = /^\s*の\s*(.{1,40}?)(?=を|が|は|と|、|。|,|;|および|及び|並びに|及|$)/u.exec(rest);
  if (japanese) return cleanSubject(japanese[1]!);
  // Up to eight words, stopping at punctuation, a clause word or the next quantity.
  const english =
    /^\s*of\s+(?:one or more\s+|at least one\s+)?((?:(?!(?:wherein|which|that|as|based|with|relative|per|in|less|more|at|not|or|and|up|than|the total)\b)[A-Za-z(][\w()[\]\-/'+.]*\s*){1,8})/u.exec(
      rest,
    );
  return english ? cleanSubject(english[1]!.replace(/[.,;:]+\s*$/, '')) : '';
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

function kindOf(family: UnitFamily, subject: string, context = ''): ClaimRangeKind {
  if (COMPOSITION_FAMILIES.has(family) || family === 'massParts') return 'ingredient';
  if (
    (family === 'temperature' ||
      family === 'time' ||
      family === 'rotationalSpeed' ||
      family === 'speed' ||
      family === 'stress') &&
    (PROCESS_WORDS.test(subject) ||
      (/^(?:temperature|time|period)$/i.test(subject) && PROCESS_WORDS.test(context))) &&
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
    if (!q.bound && next && next.unit && RANGE_SEPARATOR.test(between) && between.trim().length <= 16) {
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
    let unitOfRange = unit;
    let familyOfRange = family;
    // An amount followed by "of X" names X ("60-85 wt% of polyvinyl butyral", "3 wt% or more of
    // sulfuric acid"); a quantity after its noun is named before ("a pH of about 5 to 7").
    const after = subjectAfter(text, last.after);
    const amountUnit = COMPOSITION_FAMILIES.has(family) || family === 'massParts' || family === 'percent';
    let subjectText = amountUnit && after ? after : subjectBefore(text, first.prefixStart);
    if (!subjectText || /^[\d.\s]*$/.test(subjectText)) subjectText = after;
    // "5% or less of fluorine by weight".
    const byWeight = /\s+by (?:weight|mass)$/i.exec(subjectText);
    if (byWeight && family === 'percent') {
      subjectText = subjectText.slice(0, byWeight.index);
      unitOfRange = '質量%';
      familyOfRange = 'massPercent';
    }
    const { group, subject } = splitGroup(subjectText);
    const kind = kindOf(
      familyOfRange,
      subject,
      text.slice(Math.max(0, first.prefixStart - 120), first.prefixStart),
    );
    ranges.push({
      kind,
      subject: subject || (group ?? ''),
      group,
      min: lower ? lower.value : null,
      max: upper ? upper.value : null,
      minInclusive: lower ? lower.inclusive : true,
      maxInclusive: upper ? upper.inclusive : true,
      unit: unitOfRange,
      family: familyOfRange,
      basis: kind === 'ingredient' && familyOfRange === 'massParts' ? basis : null,
      text: text.slice(first.prefixStart, last.after).trim(),
    });
  }
  return ranges.filter(
    (range) => range.subject !== '' && (range.min === null || range.max === null || range.min <= range.max),
  );
}
