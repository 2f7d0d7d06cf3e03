/**
 * Where to read a patent's original publication, built from its number (docs/data-format.md,
 * "Publication numbers"): Japanese documents on J-PlatPat (its fixed document address: 公開 11, 特許 15),
 * European ones on Espacenet, every other office on Google Patents. Null when the number says too little.
 */

export interface OriginalPublication {
  url: string;
  /** Name of the site, shown with the link. */
  site: 'J-PlatPat' | 'Espacenet' | 'Google Patents';
}

const compact = (value: string) =>
  value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s,\-/‐‑–—−]+/g, '');

/** JP: 特開2006-058028 / JP2006058028A (公開); 特許第7000000号 / JP7000000B2 (特許). */
function jPlatPat(number: string, id: string): OriginalPublication | null {
  for (const candidate of [compact(number), compact(id)]) {
    const unexamined = /^(?:特開|JP)(\d{4})(\d{6})A?\d?$/.exec(candidate);
    if (unexamined) {
      return {
        site: 'J-PlatPat',
        url: `https://www.j-platpat.inpit.go.jp/c1801/PU/JP-${unexamined[1]}-${unexamined[2]}/11/ja`,
      };
    }
    const granted = /^(?:特許第?|JP)(\d{7})(?:号|B\d?)?$/.exec(candidate);
    if (granted) {
      return { site: 'J-PlatPat', url: `https://www.j-platpat.inpit.go.jp/c1801/PU/JP-${granted[1]}/15/ja` };
    }
  }
  return null;
}

export function originalPublication(patent: {
  id: string;
  publicationNumber: string;
  country: string;
}): OriginalPublication | null {
  const country = patent.country.toUpperCase();
  if (country === 'JP') return jPlatPat(patent.publicationNumber, patent.id);
  // Imported documents store the canonical number (US8088834B2, EP3383757B1) as their number.
  const number = compact(patent.publicationNumber);
  if (!/^[A-Z]{2}[A-Z]{0,2}\d+[A-Z]?\d?$/.test(number) || !number.startsWith(country)) return null;
  if (country === 'EP') {
    return {
      site: 'Espacenet',
      url: `https://worldwide.espacenet.com/patent/search?q=pn%3D${encodeURIComponent(number)}`,
    };
  }
  return {
    site: 'Google Patents',
    url: `https://patents.google.com/patent/${encodeURIComponent(number)}/en`,
  };
}
