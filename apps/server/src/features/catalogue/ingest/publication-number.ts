/**
 * The stored (canonical) publication number of an imported document: the patent's id and its
 * `publicationNumber`, one form per office and kind of document (docs/data-format.md §"Publication
 * numbers"). Offices write numbers with zero padding and series letters ("D0513425", "H0002140",
 * "RE049258", "PP018398", "06836899"); the canonical form drops the padding and keeps the letters:
 *
 *   US utility grant       US8088834B2        (doc-number 08088834, kind B2)
 *   US application         US20130014306A1    (year + 7-digit serial, kept whole)
 *   US reissue             USRE49258E         (RE049258, kind E / E1)
 *   US SIR                 USH2140H1          (H0002140, kind H / H1)
 *   US design              USD513425S1        (D0513425, kind S / S1)
 *   US plant               USPP18398P2        (PP018398, kind P2 / P3)
 *   US defensive publ.     UST109201I4        (T109201)
 *   EP                     EP3383757B1        (seven digits, as the EPO writes them)
 */

/** US series prefixes, longest first. */
const US_SERIES = ['RE', 'PP', 'RX', 'AI', 'D', 'H', 'T', 'X'] as const;

/** NFKC, upper case, no spaces, commas, slashes or hyphens. */
function compactNumber(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s,/-]+/g, '');
}

/** The number part of a US document number: series letters kept, zero padding and separators dropped. */
function usDocumentNumber(docNumber: string): string {
  const compact = compactNumber(docNumber);
  // Applications: 4-digit year and a 7-digit serial (2001 onwards), kept as written.
  if (/^(19|20)\d{9}$/.test(compact)) return compact;
  const series = US_SERIES.find(
    (prefix) => compact.startsWith(prefix) && /^\d+$/.test(compact.slice(prefix.length)),
  );
  if (series) return series + compact.slice(series.length).replace(/^0+(?=\d)/, '');
  return compact.replace(/^0+(?=\d)/, '');
}

/** Country + number + kind, as stored; `kind` may be missing (then none is appended). */
export function canonicalPublicationNumber(country: string, docNumber: string, kind: string | null): string {
  const office = country.trim().toUpperCase() || 'US';
  const code = (kind ?? '').trim().toUpperCase();
  if (office === 'US') return `US${usDocumentNumber(docNumber)}${code}`;
  const number = compactNumber(docNumber);
  if (office === 'EP') return `EP${number.padStart(7, '0')}${code}`;
  return `${office}${number}${code}`;
}
