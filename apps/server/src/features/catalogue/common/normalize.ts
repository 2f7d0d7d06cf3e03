/**
 * Normalisation of names and codes for matching (名寄せ, alias look-up, joins by publication number). What
 * is stored for display stays as written; these keys live in the `normalized` columns.
 */

/** Legal-form words of company names, Japanese and Latin, dropped before matching. */
const JAPANESE_LEGAL_FORMS =
  /株式会社|有限会社|合同会社|合資会社|合名会社|一般社団法人|一般財団法人|公益社団法人|公益財団法人|国立研究開発法人|独立行政法人|国立大学法人|学校法人|\((?:株|有|同|資|名|社|財)\)/g;
const LATIN_LEGAL_FORMS =
  /(?<![\p{L}\p{N}])(?:kabushiki\s*kaisha|kabushikikaisha|k\.?\s*k\.?|co\.?\s*,?\s*ltd\.?|co\.?|ltd\.?|company|limited|corporation|corp\.?|incorporated|inc\.?|gmbh|ag|s\.?\s*a\.?|s\.?\s*p\.?\s*a\.?|llc|l\.?\s*l\.?\s*c\.?|plc|b\.?\s*v\.?|n\.?\s*v\.?|holdings?|the|aktiengesellschaft|kg|ohg|pty|l\.?\s*p\.?|ab|oyj?)(?![\p{L}\p{N}])/gu;

/**
 * Key under which company-name variants meet: NFKC, lower case, legal forms (株式会社, (株), Co., Ltd.,
 * Inc., …) removed, then only letters and digits kept. 「東邦化学工業株式会社」, 「東邦化学工業(株)」 and
 * 「東邦化学工業 株式会社」 all give 「東邦化学工業」; "TOHO KAGAKU CO., LTD." gives "tohokagaku".
 * Returns '' when nothing is left (then the name itself is used as key by callers).
 */
export function normalizeCompanyName(name: string): string {
  const text = name.normalize('NFKC').toLowerCase().replace(JAPANESE_LEGAL_FORMS, ' ');
  const stripped = text.replace(LATIN_LEGAL_FORMS, ' ');
  const key = stripped.replace(/[^\p{L}\p{N}]+/gu, '');
  return key || text.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Key for material and property names and their aliases: NFKC, lower case, no spaces or punctuation
 * (ポリプロピレン, ＰＰ → pp, "Tensile strength" → tensilestrength). Katakana and kanji are kept as they are.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .trim();
}

/**
 * Key of a publication number: NFKC, upper case, without spaces, commas, hyphens, slashes and the
 * leading zeros of a US number: 「特開2021-123456」 → 特開2021123456, "US 8,927,118 B2" and "US08927118B2"
 * → US8927118B2, "WO2020/123456" → WO2020123456.
 */
export function normalizePublicationNumber(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s,\-/‐‑–—−]+/g, '')
    .replace(/^([A-Z]{2})0+(?=\d)/, '$1');
}

export interface ClassificationPrefixes {
  section: string | null;
  class: string | null;
  subclass: string | null;
  main_group: string | null;
  theme: string | null;
}

const NO_PREFIXES: ClassificationPrefixes = {
  section: null,
  class: null,
  subclass: null,
  main_group: null,
  theme: null,
};

/**
 * Prefixes of an IPC/FI symbol for facets and prefix search: C08L23/10 → C, C08, C08L, C08L23 (FI symbols
 * like C08L23/10,A or C08L23/10@A the same). F-term themes (4J002) and F-terms (4J002AA01) give `theme`.
 */
export function classificationPrefixes(
  scheme: 'ipc' | 'fi' | 'theme' | 'fterm',
  code: string,
): ClassificationPrefixes {
  const text = code.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  if (scheme === 'theme' || scheme === 'fterm') {
    const match = /^(\d[A-Z]\d{3})/.exec(text);
    return { ...NO_PREFIXES, theme: match ? match[1]! : null };
  }
  const match = /^([A-H])(\d{2})([A-Z])(?:0*(\d{1,4}))?/.exec(text);
  if (!match) return NO_PREFIXES;
  const [, section, klass, subclass, group] = match;
  const subclassCode = `${section}${klass}${subclass}`;
  return {
    section: section!,
    class: `${section}${klass}`,
    subclass: subclassCode,
    main_group: group ? `${subclassCode}${group}` : null,
    theme: null,
  };
}

/** 'YYYY-MM-DD' → YYYY, or null. */
export function yearOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
}
