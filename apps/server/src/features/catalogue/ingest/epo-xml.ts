import { normalizeIpc, type PatentRecord } from '@app/contract/interchange';
import { examplesFromDescription } from './examples-from-tables/examples-from-description.js';
import { canonicalPublicationNumber } from './publication-number.js';
import {
  claimNumberOf,
  describeBlocks,
  isoDate,
  renderDescription,
  stripClaimNumber,
  unique,
  type UsptoDocument,
} from './uspto-xml.js';
import { child, elements, findAll, textOf, type XmlElement } from './xml-dom.js';

/**
 * European patent documents (`ep-patent-document`, DTD 1.0–1.5.1: A1/A2 applications, B1/B2
 * specifications). The bibliography is in INID-numbered tags (B110 number, B130 kind, B540 titles in
 * three languages, B711/B731 applicant or proprietor, B721 inventors, B510/B510EP IPC). The document has
 * one publication language (`lang`); a granted specification carries its claims in German, English and
 * French. The claims of the publication language are the patent's claims; the other languages' claims
 * are kept too, as sections of the description (「特許請求の範囲 (de)」), so that they are read and found.
 */
export function epoDocument(root: XmlElement, source = 'epo'): UsptoDocument {
  const sdobi = child(root, 'SDOBI');
  const b100 = child(sdobi, 'B100');
  const b200 = child(sdobi, 'B200');
  const b500 = child(sdobi, 'B500');
  const b700 = child(sdobi, 'B700');
  const language = (root.attributes.lang ?? textOf(child(b200, 'B260')) ?? 'en').toLowerCase() || 'en';
  const kind = (textOf(child(b100, 'B130')) || root.attributes.kind || '').trim() || null;
  const publicationNumber = canonicalPublicationNumber(
    'EP',
    textOf(child(b100, 'B110')) || root.attributes['doc-number'] || '',
    kind,
  );
  const date = (node: XmlElement | undefined) => isoDate(textOf(child(node, 'date')));
  const applicationDate = date(child(b200, 'B220'));
  const publicationDate = date(child(b100, 'B140'));
  const grant = /^B/.test(kind ?? '');

  const claimSets = findAll(root, 'claims').map((claims) => ({
    language: (claims.attributes.lang ?? language).toLowerCase(),
    claims: findAll(claims, 'claim').map((claim, index) => ({
      number: claimNumberOf(claim.attributes.num || undefined, index + 1) || index + 1,
      text: stripClaimNumber(textOf(claim).replace(/^\s*\d+\s*\.\)\s*/, '')),
      dependsOn: findAll(claim, 'claim-ref').map((ref) => claimNumberOf(ref.attributes.idref, 0)),
    })),
  }));
  const main = claimSets.find((set) => set.language === language) ?? claimSets[0];
  const others = claimSets.filter((set) => set !== main);
  const claims = (main?.claims ?? []).filter(
    (claim, index, all) => all.findIndex((c) => c.number === claim.number) === index,
  );
  const claimNumbers = new Set(claims.map((claim) => claim.number));

  const blocks = describeBlocks(child(root, 'description'));
  const otherClaims = others
    .map(
      (set) =>
        `【特許請求の範囲 (${set.language})】\n` +
        set.claims.map((claim) => `${claim.number}. ${claim.text}`).join('\n'),
    )
    .join('\n');
  const description = [renderDescription(blocks), otherClaims].filter(Boolean).join('\n');

  const parties = (group: string, item: string) =>
    findAll(child(b700, group), item)
      .map((node) => textOf(child(node, 'snm')))
      .filter(Boolean);
  const applicants = [...parties('B710', 'B711'), ...parties('B730', 'B731')];

  const patent: PatentRecord = {
    type: 'patent',
    id: publicationNumber,
    source,
    publicationNumber,
    kind: kind ?? undefined,
    country: 'EP',
    language,
    title: titleIn(child(b500, 'B540'), language) || publicationNumber,
    abstract:
      findAll(child(root, 'abstract'), 'p')
        .map((p) => textOf(p))
        .join('\n') || undefined,
    claims: claims.map((claim) => ({
      ...claim,
      dependsOn: claim.dependsOn.filter((target) => target < claim.number && claimNumbers.has(target)),
    })),
    description: description || undefined,
    applicants: unique(applicants),
    individualApplicants: unique(applicants.filter(isPersonName)),
    inventors: unique(parties('B720', 'B721')),
    ipc: unique(epoIpc(b500)),
    fi: [],
    themes: [],
    fterms: [],
    applicationNumber: textOf(child(b200, 'B210')) || undefined,
    applicationDate: applicationDate ?? undefined,
    publicationDate:
      publicationDate && (!applicationDate || publicationDate >= applicationDate)
        ? publicationDate
        : undefined,
    grantNumber: grant ? publicationNumber : undefined,
    grantDate: grant && publicationDate ? publicationDate : undefined,
    priorityDate:
      findAll(sdobi, 'B320')
        .map((node) => date(node))
        .filter((value): value is string => value !== null)
        .sort()[0] ?? undefined,
    legalStatus: grant ? 'granted' : 'pending',
    citations: unique(
      findAll(child(b500, 'B560'), 'B561')
        .map((node) => epoCitation(textOf(node)))
        .filter((value): value is string => value !== null),
    ),
  };
  return { patent, examples: examplesFromDescription(blocks, publicationNumber, source) };
}

/** The title in the publication language (B541 names the language of the B542 after it). */
function titleIn(b540: XmlElement | undefined, language: string): string {
  if (!b540) return '';
  const titles = new Map<string, string>();
  let current = '';
  for (const element of elements(b540)) {
    if (element.name === 'B541') current = textOf(element).toLowerCase();
    else if (element.name === 'B542') titles.set(current, textOf(element));
  }
  return titles.get(language) ?? titles.get('en') ?? [...titles.values()][0] ?? '';
}

/** IPC of B510EP (`B65D  51/18  20060101AFI…`) and of the older B510 (`2C 07D 307/12 A`, edition first). */
function epoIpc(b500: XmlElement | undefined): string[] {
  const codes: string[] = [];
  for (const entry of findAll(child(b500, 'B510EP'), 'classification-ipcr')) codes.push(textOf(entry));
  const legacy = child(b500, 'B510');
  if (legacy) {
    for (const entry of elements(legacy)) {
      if (/^B51[1-5]$/.test(entry.name)) codes.push(textOf(entry).replace(/^\d+\s*(?=[A-H])/, ''));
    }
  }
  return codes.map((code) => normalizeIpc(code)).filter((code): code is string => code !== null);
}

/** "US-A1- 2007 204 872", "WO-A1-2014/114885", "US-B1- 6 382 450" → canonical numbers. */
function epoCitation(text: string): string | null {
  const match = /^([A-Z]{2})-([A-Z]\d?)-\s*([\d\s/]+)$/.exec(text.trim());
  if (!match) return null;
  const [, country, kind, number] = match as unknown as [string, string, string, string];
  let digits = number.replace(/[\s/]/g, '');
  // US applications as the EPO prints them: year and serial without the serial's padding.
  if (country === 'US' && /^(19|20)\d{2}\d{1,7}$/.test(digits) && /^A/.test(kind) && digits.length > 8) {
    digits = digits.slice(0, 4) + digits.slice(4).padStart(7, '0');
  }
  return canonicalPublicationNumber(country, digits, kind);
}

/**
 * EPO names a natural person "SURNAME, Given name(s)" (with a title: "Schmidt, Thomas, Dr."); companies
 * carry a legal form or no comma.
 */
const LEGAL_FORM =
  /\b(AG|GmbH|Inc|LLC|Ltd|Limited|Corp|Corporation|Company|Co|S\.?A|S\.?p\.?A|B\.?V|N\.?V|plc|KG|Kaisha|Incorporated|SE|AB|Oy|A\/S|SAS|Sarl|Srl|University|Universit\w*|Institut\w*)\b/i;
function isPersonName(name: string): boolean {
  return /^[^,]+,\s*[^,]+(,\s*(Dr|Prof)\.?.*)?$/.test(name) && !LEGAL_FORM.test(name);
}
