import { normalizeIpc, type PatentRecord } from '@app/contract/interchange';
import {
  examplesFromDescription,
  type DescriptionBlock,
} from './examples-from-tables/examples-from-description.js';
import type { ExampleInput } from '../write/writer-records.js';
import { unpackIpc } from './ipc-packed.js';
import { pipeTable } from './pipe-table.js';
import { canonicalPublicationNumber } from './publication-number.js';
import {
  child,
  elements,
  find,
  findAll,
  parseXml,
  path,
  rawText,
  textOf,
  type XmlElement,
} from './xml-dom.js';

/**
 * USPTO full-text patent XML → a patent record and its examples. Four format generations are read:
 * `us-patent-grant` / `us-patent-application` v4.x (2005–), `patent-application-publication` (pap v1.x,
 * 2001–2004) and `PATDOC` (the "B-tag" grants of 2001–2004). Bibliographic data, abstract, claims (with
 * their dependencies), applicants/assignees, inventors, IPC, dates and citations are mapped to the
 * interchange fields; the description keeps headings, paragraphs and tables (as text rows).
 *
 * Examples: the description's tables are read by `examples-from-tables/` (both orientations, several tables
 * merged by example label, header units, values as printed); see decision 0013.
 */

export interface UsptoDocument {
  patent: PatentRecord;
  examples: ExampleInput[];
}

export interface Block extends DescriptionBlock {
  table?: string[][];
  /** Number of leading header rows (thead). */
  headerRows?: number;
}

interface Biblio {
  country: string;
  docNumber: string;
  kind: string | null;
  publicationDate: string | null;
  applicationNumber: string | null;
  applicationDate: string | null;
  priorityDates: string[];
  title: string;
  ipc: string[];
  applicants: string[];
  /** Applicants who are natural persons (a name, no organisation): kept as persons, never companies. */
  individuals: string[];
  inventors: string[];
  citations: string[];
  abstract: string;
  claims: { number: number; text: string; dependsOn: number[] }[];
  /** `number-of-claims` of the bibliography (bibliographic-only records have no claim texts). */
  claimCount?: number;
  description: Block[];
  grant: boolean;
}

export function parseUsptoXml(text: string, source = 'uspto'): UsptoDocument {
  return usptoDocument(parseXml(text), source);
}

/** A parsed USPTO document (patent-xml.ts reads the root first to pick the office's reader). */
export function usptoDocument(root: XmlElement, source = 'uspto'): UsptoDocument {
  let biblio: Biblio;
  if (root.name === 'us-patent-grant' || root.name === 'us-patent-application') biblio = readV4(root);
  else if (root.name === 'patent-application-publication') biblio = readPap(root);
  else if (root.name === 'PATDOC') biblio = readPatdoc(root);
  else throw new Error(`unknown patent XML format: <${root.name}>`);

  const publicationNumber = canonicalPublicationNumber(biblio.country, biblio.docNumber, biblio.kind);
  const applicationDate = biblio.applicationDate;
  const publicationDate = biblio.publicationDate;
  const priority = biblio.priorityDates.filter(Boolean).sort()[0];
  const claims = biblio.claims.filter(
    (claim, index, all) => all.findIndex((c) => c.number === claim.number) === index,
  );
  const claimNumbers = new Set(claims.map((claim) => claim.number));
  const patent: PatentRecord = {
    type: 'patent',
    id: publicationNumber,
    source,
    publicationNumber,
    kind: biblio.kind ?? undefined,
    country: biblio.country,
    language: 'en',
    title: biblio.title || publicationNumber,
    abstract: biblio.abstract || undefined,
    claims: claims.map((claim) => ({
      ...claim,
      dependsOn: claim.dependsOn.filter((target) => target < claim.number && claimNumbers.has(target)),
    })),
    claimCount: claims.length === 0 ? biblio.claimCount : undefined,
    description: renderDescription(biblio.description) || undefined,
    applicants: unique(biblio.applicants),
    individualApplicants: unique(biblio.individuals.filter((name) => biblio.applicants.includes(name))),
    inventors: unique(biblio.inventors),
    ipc: unique(biblio.ipc.map((code) => normalizeIpc(code)).filter((code): code is string => code !== null)),
    fi: [],
    themes: [],
    fterms: [],
    applicationNumber: biblio.applicationNumber ?? undefined,
    applicationDate: applicationDate ?? undefined,
    publicationDate:
      publicationDate && (!applicationDate || publicationDate >= applicationDate)
        ? publicationDate
        : undefined,
    grantNumber: biblio.grant ? publicationNumber : undefined,
    grantDate: biblio.grant && publicationDate ? publicationDate : undefined,
    priorityDate: priority,
    legalStatus: biblio.grant ? 'granted' : 'pending',
    citations: unique(biblio.citations),
  };
  return { patent, examples: examplesFromDescription(biblio.description, publicationNumber, source) };
}

// ───────────── format readers ─────────────

export function isoDate(value: string | undefined | null): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec((value ?? '').trim());
  if (!match || match[2] === '00' || match[3] === '00') return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

export function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/** A party without an organisation name is a natural person. */
function isPerson(node: XmlElement): boolean {
  return !textOf(find(node, 'orgname')) && personName(node) !== '';
}

function personName(node: XmlElement | undefined): string {
  if (!node) return '';
  const org = textOf(find(node, 'orgname'));
  if (org) return org;
  const first = textOf(find(node, 'first-name'));
  const last = textOf(find(node, 'last-name'));
  return [first, last].filter(Boolean).join(' ');
}

/** "1. A material …" → "A material …". */
export function stripClaimNumber(text: string): string {
  return text.replace(/^\s*\d+\s*[.)]\s*/, '').trim();
}

export function claimNumberOf(id: string | undefined, fallback: number): number {
  const match = /(\d+)\s*$/.exec(id ?? '');
  return match ? Number(match[1]) : fallback;
}

function readV4(root: XmlElement): Biblio {
  const biblio = child(root, 'us-bibliographic-data-grant', 'us-bibliographic-data-application');
  const publication = path(biblio, 'publication-reference', 'document-id');
  const application = path(biblio, 'application-reference', 'document-id');
  const ipc: string[] = [];
  for (const entry of findAll(child(biblio, 'classifications-ipcr'), 'classification-ipcr')) {
    const part = (name: string) => textOf(child(entry, name));
    ipc.push(
      `${part('section')}${part('class')}${part('subclass')}${part('main-group')}/${part('subgroup')}`,
    );
  }
  const legacyIpc = child(biblio, 'classification-ipc');
  if (legacyIpc) {
    for (const entry of elements(legacyIpc)) {
      if (entry.name === 'main-classification' || entry.name === 'further-classification')
        ipc.push(unpackIpc(rawText(entry)) ?? textOf(entry));
    }
  }
  const parties = child(biblio, 'us-parties', 'parties');
  const applicantNodes = findAll(child(parties, 'us-applicants', 'applicants'), 'us-applicant').concat(
    findAll(child(parties, 'applicants'), 'applicant'),
  );
  const assigneeNodes = findAll(child(biblio, 'assignees'), 'assignee');
  const assignees = assigneeNodes.map(personName);
  const organisations = applicantNodes.map((node) => textOf(find(node, 'orgname'))).filter(Boolean);
  let inventors = findAll(child(parties, 'inventors'), 'inventor').map(personName);
  if (inventors.length === 0) {
    inventors = applicantNodes
      .filter((node) => /inventor/.test(node.attributes['app-type'] ?? ''))
      .map(personName);
  }
  const citations = findAll(biblio, 'patcit').map((patcit) => {
    const id = child(patcit, 'document-id');
    return canonicalPublicationNumber(
      textOf(child(id, 'country')),
      textOf(child(id, 'doc-number')),
      textOf(child(id, 'kind')) || null,
    );
  });
  const claims = findAll(child(root, 'claims'), 'claim').map((claim, index) => ({
    number: claimNumberOf(claim.attributes.num ?? claim.attributes.id, index + 1),
    text: stripClaimNumber(textOf(claim)),
    dependsOn: findAll(claim, 'claim-ref').map((ref) => claimNumberOf(ref.attributes.idref, 0)),
  }));
  return {
    country: textOf(child(publication, 'country')) || 'US',
    docNumber: textOf(child(publication, 'doc-number')),
    kind: textOf(child(publication, 'kind')) || null,
    publicationDate: isoDate(textOf(child(publication, 'date'))),
    applicationNumber: textOf(child(application, 'doc-number')) || null,
    applicationDate: isoDate(textOf(child(application, 'date'))),
    priorityDates: findAll(child(biblio, 'priority-claims'), 'priority-claim')
      .map((claim) => isoDate(textOf(child(claim, 'date'))))
      .filter((date): date is string => date !== null),
    title: textOf(child(biblio, 'invention-title')),
    ipc,
    // Companies first: the assignee is who owns the patent; individuals only when no company is named.
    applicants:
      assignees.length + organisations.length > 0
        ? [...assignees, ...organisations]
        : applicantNodes.map(personName),
    individuals: [...assigneeNodes, ...applicantNodes].filter(isPerson).map(personName),
    inventors,
    citations,
    abstract: findAll(child(root, 'abstract'), 'p')
      .map((p) => textOf(p))
      .join('\n'),
    claims,
    claimCount: Number(textOf(child(biblio, 'number-of-claims'))) || undefined,
    description: describeBlocks(child(root, 'description')),
    grant: root.name === 'us-patent-grant',
  };
}

function readPap(root: XmlElement): Biblio {
  const biblio = child(root, 'subdoc-bibliographic-information');
  const documentId = child(biblio, 'document-id');
  const filing = child(biblio, 'domestic-filing-data');
  const technical = child(biblio, 'technical-information');
  const nameOf = (node: XmlElement) => {
    const name = child(node, 'name');
    return [textOf(child(name, 'given-name')), textOf(child(name, 'family-name'))].filter(Boolean).join(' ');
  };
  const inventorsNode = child(biblio, 'inventors');
  const inventors = inventorsNode
    ? elements(inventorsNode)
        .filter((n) => n.name === 'first-named-inventor' || n.name === 'inventor')
        .map(nameOf)
    : [];
  const claims = findAll(child(root, 'subdoc-claims'), 'claim').map((claim, index) => ({
    number: claimNumberOf(claim.attributes.id, index + 1),
    text: stripClaimNumber(textOf(claim)),
    dependsOn: findAll(claim, 'dependent-claim-reference').map((ref) =>
      claimNumberOf(ref.attributes.depends_on, 0),
    ),
  }));
  return {
    country: 'US',
    docNumber: textOf(child(documentId, 'doc-number')),
    kind: textOf(child(documentId, 'kind-code')) || null,
    publicationDate: isoDate(textOf(child(documentId, 'document-date'))),
    applicationNumber: textOf(path(filing, 'application-number', 'doc-number')) || null,
    applicationDate: isoDate(textOf(child(filing, 'filing-date'))),
    priorityDates: findAll(biblio, 'foreign-priority-data')
      .map((node) => isoDate(textOf(child(node, 'filing-date'))))
      .filter((date): date is string => date !== null),
    title: textOf(child(technical, 'title-of-invention')),
    ipc: findAll(child(technical, 'classification-ipc'), 'ipc').map((node) => textOf(node)),
    applicants: findAll(biblio, 'assignee').map(
      (node) => textOf(child(node, 'organization-name')) || nameOf(node),
    ),
    individuals: findAll(biblio, 'assignee')
      .filter((node) => !textOf(child(node, 'organization-name')))
      .map(nameOf),
    inventors,
    citations: [],
    abstract: findAll(child(root, 'subdoc-abstract'), 'paragraph')
      .map((p) => textOf(p))
      .join('\n'),
    claims,
    description: describeBlocks(child(root, 'subdoc-description')),
    grant: false,
  };
}

function readPatdoc(root: XmlElement): Biblio {
  const sdobi = child(root, 'SDOBI');
  const pdat = (node: XmlElement | undefined) => textOf(node);
  const b100 = child(sdobi, 'B100');
  const b200 = child(sdobi, 'B200');
  const b500 = child(sdobi, 'B500');
  const b700 = child(sdobi, 'B700');
  const nameOf = (party: XmlElement) => {
    const nam = child(party, 'NAM');
    const org = pdat(child(nam, 'ONM'));
    return org || [pdat(child(nam, 'FNM')), pdat(child(nam, 'SNM'))].filter(Boolean).join(' ');
  };
  const ipcNodes = findAll(b500, 'B511').concat(findAll(b500, 'B512'));
  const claims = findAll(child(root, 'SDOCL'), 'CLM').map((claim, index) => ({
    number: claimNumberOf(claim.attributes.ID, index + 1),
    text: stripClaimNumber(textOf(claim)),
    dependsOn: findAll(claim, 'CLREF').map((ref) => claimNumberOf(ref.attributes.ID, 0)),
  }));
  return {
    country: pdat(child(b100, 'B190')) || 'US',
    docNumber: pdat(child(b100, 'B110')),
    kind: pdat(child(b100, 'B130')) || null,
    publicationDate: isoDate(pdat(child(b100, 'B140'))),
    applicationNumber: pdat(child(b200, 'B210')) || null,
    applicationDate: isoDate(pdat(child(b200, 'B220'))),
    priorityDates: findAll(sdobi, 'B300')
      .map((node) => isoDate(pdat(child(node, 'B320'))))
      .filter((date): date is string => date !== null),
    title: pdat(child(b500, 'B540')),
    ipc: ipcNodes.map((node) => unpackIpc(rawText(node)) ?? pdat(node)),
    applicants: findAll(child(b700, 'B730'), 'B731').map((node) => nameOf(find(node, 'PARTY-US') ?? node)),
    individuals: findAll(child(b700, 'B730'), 'B731')
      .map((node) => find(node, 'PARTY-US') ?? node)
      .filter((party) => !pdat(find(party, 'ONM')))
      .map(nameOf),
    inventors: findAll(child(b700, 'B720'), 'B721').map((node) => nameOf(find(node, 'PARTY-US') ?? node)),
    citations: findAll(child(b500, 'B560'), 'PCIT').map((pcit) => {
      const doc = child(pcit, 'DOC');
      return canonicalPublicationNumber('US', pdat(child(doc, 'DNUM')), pdat(child(doc, 'KIND')) || null);
    }),
    abstract: findAll(child(root, 'SDOAB'), 'PARA')
      .map((p) => textOf(p))
      .join('\n'),
    claims,
    description: describeBlocks(child(root, 'SDODE')),
    grant: true,
  };
}

// ───────────── description ─────────────

const HEADINGS = new Set(['heading', 'H']);
const PARAGRAPHS = new Set(['p', 'paragraph', 'PARA']);
const TABLE_SKIP: ReadonlySet<string> = new Set([
  'number',
  'img',
  'chemistry',
  'maths',
  'EMI',
  'CHEM',
  'MATH',
  'table',
  'tables',
  'table-cwu',
  'CWU',
  'TABLE-US',
]);

/** Headings, paragraphs and tables in document order. */
export function describeBlocks(node: XmlElement | undefined): Block[] {
  const blocks: Block[] = [];
  const walk = (element: XmlElement) => {
    for (const c of elements(element)) {
      if (HEADINGS.has(c.name)) {
        const text = textOf(c);
        if (text) blocks.push({ kind: 'heading', text });
      } else if (PARAGRAPHS.has(c.name)) {
        const text = textOf(c, TABLE_SKIP);
        if (text) blocks.push({ kind: 'paragraph', text });
        for (const table of findAll(c, 'table')) blocks.push(tableBlock(table));
      } else if (c.name === 'table') {
        blocks.push(tableBlock(c));
      } else {
        walk(c);
      }
    }
  };
  if (node) walk(node);
  return blocks;
}

/** A CALS table as rows of cell texts (spanning entries at their first column); thead rows first. */
function tableBlock(table: XmlElement): Block {
  const rows: string[][] = [];
  let headerRows = 0;
  let bodySeen = false;
  for (const group of findAll(table, 'tgroup')) {
    const colnames = findAll(group, 'colspec').map((spec) => spec.attributes.colname ?? '');
    const width = Math.max(Number(group.attributes.cols ?? 0), colnames.length);
    for (const section of elements(group)) {
      if (section.name !== 'thead' && section.name !== 'tbody') continue;
      for (const row of findAll(section, 'row')) {
        const cells: string[] = new Array<string>(width).fill('');
        let position = 0;
        for (const entry of findAll(row, 'entry')) {
          const start = entry.attributes.namest ?? entry.attributes.colname;
          const index =
            start !== undefined
              ? colnames.findIndex((name) => name.toLowerCase() === start.toLowerCase())
              : -1;
          if (index >= 0) position = index;
          const end = entry.attributes.nameend
            ? colnames.findIndex((name) => name.toLowerCase() === entry.attributes.nameend!.toLowerCase())
            : -1;
          const span = end > position ? end - position + 1 : 1;
          const text = textOf(entry);
          // A cell spanning most of the table is a title or rule ("TABLE 1"), not a column header.
          if (position < width && !(span > 1 && span >= width - 1)) cells[position] = text;
          position += span;
        }
        if (section.name === 'thead' && !bodySeen) headerRows++;
        else bodySeen = true;
        rows.push(cells);
      }
    }
  }
  const text = rows
    .map((cells) => cells.filter(Boolean).join(' | '))
    .filter(Boolean)
    .join('\n');
  return { kind: 'table', text, table: rows, headerRows, element: table };
}

export function renderDescription(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block.kind === 'heading'
        ? `【${block.text}】`
        : block.kind === 'table' && block.table
          ? pipeTable(block.table, block.headerRows ?? 0)
          : block.text,
    )
    .filter(Boolean)
    .join('\n');
}
