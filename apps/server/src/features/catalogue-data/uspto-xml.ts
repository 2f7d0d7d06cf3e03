import { parseNumberCell } from '@app/analysis/csv';
import { normalizeIpc, type PatentRecord } from '@app/contract/interchange';
import { normalizeUnit, unitFamily } from '@app/contract/units';
import type { ExampleInput } from './import-repository.js';
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
 * Examples: a table whose first column lists examples (「Example 1」, 「Comparative Example 3」, labels
 * split over two rows included) becomes one example per row — numeric columns are measured properties
 * (unit and condition read from the stacked header: "Voltage (V) @20 mA/cm2"), or amounts when the unit
 * is a composition unit; text columns name components (amount unknown, the header as their role). A
 * two-column composition table (ingredient, amount in parts by weight) after an "Example …" heading
 * becomes that example's composition. Other table shapes (examples as columns, spanning groups) stay in
 * the description only.
 */

export interface UsptoDocument {
  patent: PatentRecord;
  examples: ExampleInput[];
}

export interface Block {
  kind: 'heading' | 'paragraph' | 'table';
  text: string;
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
  return { patent, examples: examplesFromBlocks(biblio.description, publicationNumber, source) };
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
  return { kind: 'table', text, table: rows, headerRows };
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

// ───────────── examples from tables ─────────────

const EXAMPLE_LABEL =
  /^(?:(comparative|reference|application)\s+)?examples?\s*(?:no\.?\s*)?(\d+(?:[-–]\d+)?[A-Za-z]?)$|^(実施例|比較例|参考例)\s*(\d+(?:-\d+)?)$/i;
const COMPOSITION_HEADER =
  /parts? by (?:weight|mass)|wt\.?\s*%|mass\s*%|質量部|質量%|重量部|重量%|phr|mol\s*%/i;

function exampleLabel(text: string): { label: string; comparative: boolean } | null {
  const normalized = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const match = EXAMPLE_LABEL.exec(normalized);
  if (!match) return null;
  const comparative = /^comparative|^比較例/i.test(normalized);
  return { label: normalized, comparative };
}

/** Merges "Comparative" + "Example 1" split over two rows into one label. */
function mergeContinuationRows(rows: string[][]): string[][] {
  const merged: string[][] = [];
  for (const row of rows) {
    const filled = row.map((cell, index) => ({ cell, index })).filter(({ cell }) => cell !== '');
    const previous = merged[merged.length - 1];
    if (
      previous &&
      filled.length === 1 &&
      filled[0]!.index === 0 &&
      previous[0] &&
      !exampleLabel(previous[0])
    ) {
      const joined = `${previous[0]} ${filled[0]!.cell}`;
      if (exampleLabel(joined)) {
        previous[0] = joined;
        continue;
      }
    }
    merged.push([...row]);
  }
  return merged;
}

interface ColumnHeader {
  name: string;
  unit: string;
  condition: string | null;
  role: string;
}

/** Stacked header cells of a column → name, unit (first parenthesised unit), measuring condition. */
function readHeader(parts: readonly string[]): ColumnHeader {
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  const paren = /\(([^()]+)\)/.exec(text);
  let unit = '';
  let name = text;
  let condition: string | null = null;
  if (paren) {
    unit = paren[1]!.trim();
    name = text.slice(0, paren.index).trim();
    condition = text.slice(paren.index + paren[0].length).trim() || null;
  } else {
    const bracket = /\[([^\]]+)\]/.exec(text);
    if (bracket) {
      unit = bracket[1]!.trim();
      name = text.slice(0, bracket.index).trim();
    }
  }
  return { name: name || text, unit: normalizeUnit(unit) ?? unit, condition, role: text };
}

export function examplesFromBlocks(
  blocks: readonly Block[],
  patentId: string,
  source: string,
): ExampleInput[] {
  const examples = new Map<string, ExampleInput>();
  const exampleFor = (label: string, comparative: boolean): ExampleInput => {
    let example = examples.get(label);
    if (!example) {
      example = {
        type: 'example',
        id: `${patentId}:${label.replace(/\s+/g, '_')}`,
        source,
        patentId,
        label,
        comparative,
        order: examples.size + 1,
        composition: [],
        conditions: [],
        properties: [],
      };
      examples.set(label, example);
    }
    return example;
  };

  let lastHeading: { label: string; comparative: boolean } | null = null;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      lastHeading = exampleLabel(block.text) ?? lastHeading;
      continue;
    }
    if (block.kind !== 'table' || !block.table) continue;
    const rows = mergeContinuationRows(block.table);
    const firstData = rows.findIndex((row) => row[0] && exampleLabel(row[0]));
    const dataRows = rows.filter((row) => row[0] && exampleLabel(row[0]));
    if (firstData >= 0 && dataRows.length >= 2) {
      rowsPerExample(rows.slice(0, firstData), dataRows, exampleFor);
    } else if (lastHeading) {
      compositionTable(rows, block.headerRows ?? 0, exampleFor(lastHeading.label, lastHeading.comparative));
    }
  }
  return [...examples.values()].filter(
    (example) => example.composition.length + example.properties.length + example.conditions.length > 0,
  );
}

function rowsPerExample(
  headerRows: string[][],
  dataRows: string[][],
  exampleFor: (label: string, comparative: boolean) => ExampleInput,
): void {
  const width = Math.max(...dataRows.map((row) => row.length));
  for (let column = 1; column < width; column++) {
    const header = readHeader(headerRows.map((row) => row[column] ?? ''));
    const cells = dataRows.map((row) => (row[column] ?? '').trim());
    if (cells.every((cell) => cell === '')) continue;
    const numbers = cells.map((cell) => parseNumberCell(cell));
    const numeric = numbers.every((cell) => cell.kind !== 'invalid');
    const family = unitFamily(header.unit);
    const amount =
      COMPOSITION_HEADER.test(header.role) ||
      (family !== null && ['massParts', 'massPercent', 'molPercent', 'volumePercent'].includes(family));
    dataRows.forEach((row, index) => {
      const { label, comparative } = exampleLabel(row[0]!)!;
      const example = exampleFor(label, comparative);
      const cell = numbers[index]!;
      if (numeric) {
        if (cell.kind !== 'number') return;
        if (amount) example.composition.push({ name: header.name, amount: cell.value, unit: header.unit });
        else {
          example.properties.push({
            name: header.name,
            value: cell.value,
            unit: header.unit,
            original: cells[index],
            condition: header.condition ?? undefined,
          });
        }
      } else if (cells[index]) {
        // A text column names what was used (host compound "(11)", "CBP"): a component without amount.
        example.composition.push({
          name: cells[index],
          amount: null,
          unit: '',
          group: header.name || header.role,
        });
      }
    });
  }
}

/** Ingredient | amount rows under an "Example …" heading; continuation rows extend the name. */
function compositionTable(rows: string[][], headerRows: number, example: ExampleInput): void {
  const body = rows.slice(headerRows).filter((row) => row.some(Boolean));
  const header = rows.slice(0, headerRows);
  const width = Math.max(0, ...rows.map((row) => row.length));
  let amountColumn = -1;
  let nameColumn = -1;
  for (let column = 0; column < width; column++) {
    const cells = body.map((row) => (row[column] ?? '').trim()).filter(Boolean);
    if (cells.length === 0) continue;
    if (cells.every((cell) => parseNumberCell(cell).kind === 'number')) amountColumn = column;
    else if (nameColumn < 0) nameColumn = column;
  }
  const unitText = header.map((row) => row[amountColumn] ?? '').join(' ');
  if (amountColumn < 0 || nameColumn < 0 || !COMPOSITION_HEADER.test(unitText)) return;
  const unit = /weight|mass|重量部|質量部/i.test(unitText) && !/%/.test(unitText) ? '質量部' : '質量%';
  let current: { name: string; amount: number } | null = null;
  const items: { name: string; amount: number }[] = [];
  for (const row of body) {
    const name = (row[nameColumn] ?? '').trim();
    const cell = parseNumberCell((row[amountColumn] ?? '').trim());
    if (cell.kind === 'number') {
      current = { name, amount: cell.value };
      items.push(current);
    } else if (current && name) {
      current.name = `${current.name} ${name}`;
    }
  }
  for (const item of items) {
    if (/^total/i.test(item.name) || /^合計/.test(item.name)) continue;
    example.composition.push({ name: item.name, amount: item.amount, unit });
  }
}
