import { normalizeText } from './normalize.js';
import { foldTerm } from './word-forms.js';

/**
 * Patent numbers as people paste them (decision 0014): `US 8,088,834 B2`, `8,088,834`, `US08088834`,
 * `US8088834B2`, `US 2013/0014306 A1`, `RE49258`, `H2140`, `JP2007031456A` (this app's URLs),
 * `特開2007031456`, `特開2007-031456`, `JP 2007-031456 A`. A query term that reads as one gets
 * alternatives matching the numbers the index holds (the `extra` slot: publication, application and
 * grant numbers, folded by word-forms.ts — `US8088834B2` is ` us 8088834 b 2 `, `特開2007-031456` is
 * `特開 2007 ー 031456 `), whatever separators, leading zeros, country or kind code either side used.
 */

const COUNTRY = '(?:US|JP|EP|WO|DE|GB|FR|CN|KR)';
const JP_PREFIX = '(?:特開|特表|再表|特公|特許第|特許|特願|実開|実登)';
/** USPTO series letters before the digits: reissue, statutory invention registration, plant, design. */
const SERIES = '(?:RE|H|PP|D|T)';
const DIGITS = '\\d[\\d,/ー\\-\u2010-\u2015\u2212]*\\d';
const KIND = '(?:[A-Z]\\d?|号)';

const NUMBER = new RegExp(
  `^(?:(${COUNTRY})|${JP_PREFIX})?\\s?(${SERIES})?\\s?(${DIGITS})\\s?(${KIND})?$`,
  'i',
);

/**
 * A number typed with spaces, at the start of `text` (the rest of a query): `US 8,088,834 B2`,
 * `JP 2007-031456 A`, `US 2013/0014306 A1`, `8,088,834 B2`. Null unless a space is inside it (a number
 * without spaces is an ordinary word of the query anyway).
 */
export function spacedPatentNumber(text: string): string | null {
  const found = new RegExp(
    `^(?:${COUNTRY}\\s+${SERIES}?${DIGITS}(?:\\s+[A-Z]\\d?)?|${DIGITS}\\s+[A-Z]\\d)(?=[\\s)]|$)`,
    'i',
  ).exec(text);
  if (!found || !/\s/.test(found[0]) || !patentNumberForms(found[0])) return null;
  return found[0];
}

/**
 * The folded terms (for the `extra` slot) under which the document of a patent number is indexed, or
 * null when `text` is no patent number. Requires enough digits that ordinary numbers of a query (2013,
 * 100質量部) are never read as one: 4 after a series letter (H2140), 6 after a country or 特開,
 * otherwise 7, written with thousands separators or as year-serial (2007-031456).
 */
export function patentNumberForms(text: string): string[] | null {
  const found = NUMBER.exec(text.normalize('NFKC').replace(/\s+/g, ' ').trim());
  if (!found) return null;
  const [, country, series, written] = found;
  const prefixed = country !== undefined || /^\P{ASCII}/u.test(text.trim());
  const digits = written!.replace(/[^\d]/g, '');
  const grouped = /^\d{1,3}(?:,\d{3})+$/.test(written!);
  const yearSerial = /^(?:19|20)\d\d[^\d,/]\d{6}$/.test(written!);
  const enough = series
    ? digits.length >= 4
    : prefixed
      ? digits.length >= 6
      : digits.length >= 7 && (grouped || yearSerial || /^\d+$/.test(written!));
  if (!enough || digits.length > 13) return null;
  const bare = digits.replace(/^0+(?=\d)/, '');
  const numbers = new Set([bare, digits]);
  // USPTO document numbers are 8 characters: series letters plus zero-padded digits (H0002140, RE049258).
  const padded = 8 - (series?.length ?? 0);
  if (bare.length < padded) numbers.add(bare.padStart(padded, '0'));
  const forms = new Set<string>();
  for (const number of numbers) {
    if (series) {
      // No anchor before the series letters: the index holds them joined to the country (usre 49258 e).
      forms.add(foldTerm(`${series.toLowerCase()}${number}`).replace(/^ /, ''));
    } else {
      forms.add(foldTerm(number));
    }
  }
  // Japanese numbers are stored as 特開2007-031456: year and serial stay apart in the index.
  if (!series && /^(?:19|20)\d{8}$/.test(bare)) {
    forms.add(foldTerm(normalizeText(`${bare.slice(0, 4)}-${bare.slice(4)}`)));
  }
  return [...forms];
}
