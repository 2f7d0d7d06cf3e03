import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-context.js';
import { extractClaimRanges, type ExtractedRange } from '../../common/claim-ranges.js';
import { importFile } from '../import-file.js';
import { patentDetailRows } from '../../read/patents.js';
import { storedExample } from '../../testing/stored-example.js';
import { parseUsptoXml, type UsptoDocument } from '../uspto-xml.js';

/**
 * Every chemistry/materials grant of the real USPTO samples (weekly files and single documents): the
 * examples the importer finds against the examples the document has (counted by reading it), and the
 * ranges of claim 1. The expected lists were written from the documents, not from the importer's output.
 */

/** `shared/data/<name>` beside the repository (found by walking up, as worktrees sit one level deeper). */
function sharedData(name: string): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = path.join(dir, 'shared', 'data', name);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`shared/data/${name} not found above the repository`);
    dir = parent;
  }
}

const BULK = sharedData('uspto-bulk-samples');
const SINGLE = sharedData('uspto-patent-xml-samples');

/** One document of a weekly file (documents back to back, each with its own XML declaration). */
function documentText(file: string, docNumber: string): string {
  const text = readFileSync(file, 'utf8');
  const document = text
    .split(/(?=<\?xml )/)
    .find((part) => part.includes(`<doc-number>${docNumber}</doc-number>`));
  if (!document) throw new Error(`${docNumber} not in ${file}`);
  return document;
}

const cache = new Map<string, UsptoDocument>();
function load(file: string, docNumber?: string): UsptoDocument {
  const key = `${file}#${docNumber ?? ''}`;
  let document = cache.get(key);
  if (!document) {
    document = parseUsptoXml(docNumber ? documentText(file, docNumber) : readFileSync(file, 'utf8'));
    cache.set(key, document);
  }
  return document;
}

const numbered = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix} ${from + i}`);

interface Case {
  file: string;
  /** The document's number inside a weekly file. */
  docNumber?: string;
  id: string;
  /** Examples with table data, in table order. */
  labels: string[];
  /** Claim 1 ranges: kind, subject, min, max, unit. */
  claim1: [ExtractedRange['kind'], string, number | null, number | null, string][];
}

const weekly = (name: string) => path.join(BULK, 'weekly', name);
const CASES: Case[] = [
  {
    // Tables 1–7: catalyst recipes (rows, name over "(0.09)" mmol), rubber recipes as COLUMNS (stacked,
    // hyphenated "Exam-/ple/13" and "Comparative Example" spanning "22"/"23"), repeated header blocks.
    file: weekly('ipg050104.small.xml'),
    docNumber: '06838526',
    id: 'US6838526B1',
    labels: [
      ...numbered('Example', 1, 12),
      ...numbered('Comparative Example', 1, 5),
      ...['Example 13', 'Example 14', 'Comparative Example 6', 'Example 15', 'Example 16'],
      ...['Comparative Example 7', 'Example 17', 'Example 18', 'Comparative Example 8', 'Example 19'],
      ...['Example 20', 'Comparative Example 9', 'Example 21', 'Example 22', 'Comparative Example 10'],
      ...['Example 23', 'Example 24'],
      ...numbered('Comparative Example', 11, 18),
      ...numbered('Example', 25, 30),
      ...numbered('Comparative Example', 19, 21),
      ...numbered('Example', 31, 33),
      ...numbered('Comparative Example', 22, 23),
      ...numbered('Example', 34, 39),
      ...numbered('Comparative Example', 24, 30),
    ],
    // "not more than 4" (Mw/Mn) has no unit and is not a range the catalogue can compare.
    claim1: [['property', 'content of cis-1,4-bond in a conjugated diene portion', 85, null, '%']],
  },
  {
    // "E1 … E10" and "C1 … C8" as column headers of two tables.
    file: weekly('ipg060103.small.xml'),
    docNumber: '06982296',
    id: 'US6982296B2',
    labels: [...numbered('Example', 1, 10), ...numbered('Comparative Example', 1, 8)],
    claim1: [
      ['ingredient', 'partially acetalized polyvinyl alcohol', 60, 85, '質量%'],
      ['ingredient', 'plasticizer', 14, 39, '質量%'],
      ['ingredient', 'non-ionic surfactants', 1, 10, '質量%'],
    ],
  },
  {
    // Labels split over four lines ("Compara-" / "tive" / "Example" / "1-2"), sub-numbered examples.
    file: weekly('ipg080101.small.xml'),
    docNumber: '07314575',
    id: 'US7314575B2',
    labels: [
      'Example 1',
      ...numbered('Example 2', 1, 6).map((l) => l.replace(' 2 ', ' 2-')),
      'Comparative Example 1-1',
      'Comparative Example 1-2',
    ],
    claim1: [
      ['ingredient', 'fluorine', null, 5, '質量%'],
      ['ingredient', 'sulfuric acid', 3, null, '質量%'],
    ],
  },
  {
    // Two tables merged by label; "200<" values; "Comparative" / "example 1" over two lines.
    file: weekly('ipg080101.small.xml'),
    docNumber: '07314687',
    id: 'US7314687B2',
    labels: [...numbered('Example', 1, 8), ...numbered('Comparative Example', 1, 3)],
    claim1: [
      ['property', 'average particle size', 0.1, 2000, 'μm'],
      ['property', 'average particle size', 0.1, 100, 'nm'],
    ],
  },
  {
    file: weekly('ipg060103.small.xml'),
    docNumber: '06982059',
    id: 'US6982059B2',
    // EXAMPLE 1 and 2 are prose; the tables list alloy designations ("1-A", "A"), not examples.
    labels: [],
    claim1: [
      ['ingredient', 'palladium', 1, 41, 'at%'],
      ['ingredient', 'palladium', 1, 14, 'at%'],
      ['ingredient', 'palladium', 15, 41, 'at%'],
      ['ingredient', 'platinum', null, 54, 'at%'],
      ['ingredient', 'rhodium', 24, null, 'at%'],
      ['property', 'temperature', 1000, null, '℃'],
    ],
  },
  {
    file: weekly('ipg070102.small.xml'),
    docNumber: '07156152',
    id: 'US7156152B2',
    labels: [],
    claim1: [
      ['ingredient', 'Ni', null, 1, '質量%'],
      ['ingredient', 'Cr', null, 1, '質量%'],
      ['ingredient', 'C', null, 0.8, '質量%'],
      ['ingredient', 'C', null, 0.4, '質量%'],
      ['ingredient', 'Mn', 0.55, null, '質量%'],
      ['property', 'roll separating force at the casting rolls', 5, 150, 'N/mm'],
    ],
  },
  {
    file: weekly('ipg050104.small.xml'),
    docNumber: '06838578',
    id: 'US6838578B2',
    labels: [],
    claim1: [['condition', 'temperature', 200, 600, '℃']],
  },
  // Examples only in prose, or tables without example labels: nothing may be invented.
  ...(
    [
      ['ipg050104.small.xml', '06838117', 'US6838117B2'],
      ['ipg050104.small.xml', '06838391', 'US6838391B2'],
      ['ipg060103.small.xml', 'H0002140', 'USH2140H1'],
      ['ipg060103.small.xml', '06982130', 'US6982130B2'],
      ['ipg060103.small.xml', '06982157', 'US6982157B1'],
      ['ipg060103.small.xml', '06982249', 'US6982249B1'],
      ['ipg060103.small.xml', '06982378', 'US6982378B2'],
      ['ipg070102.small.xml', '07157421', 'US7157421B2'],
      ['ipg070102.small.xml', '07157516', 'US7157516B2'],
      ['ipg070102.small.xml', '07158161', 'US7158161B2'],
      ['ipg080101.small.xml', '07314891', 'US7314891B2'],
    ] as const
  ).map(([file, docNumber, id]): Case => ({ file: weekly(file), docNumber, id, labels: [], claim1: [] })),
  {
    // "larger than 90 μm2" (an area whose superscript the claim text lost) must not read as 90 μm.
    file: weekly('ipg070102.small.xml'),
    docNumber: '07158706',
    id: 'US7158706B2',
    labels: [],
    claim1: [],
  },
  {
    // Device Examples 1–37 and Comparative Examples 1–16 in two tables (Synthesis Examples 1–31 have no table).
    file: path.join(SINGLE, 'US08927118.xml'),
    id: 'US8927118B2',
    labels: [
      ...numbered('Example', 1, 26),
      ...numbered('Comparative Example', 1, 15),
      ...numbered('Example', 27, 37),
      'Comparative Example 16',
    ],
    claim1: [],
  },
  {
    // Example 1-1 … 9-1 are prose; only Example 6-1 has a (composition) table.
    file: path.join(SINGLE, 'US06337117.xml'),
    id: 'US6337117B1',
    labels: ['Example 6-1'],
    claim1: [['ingredient', 'quantity of the organic compound', 1, 50, '質量%']],
  },
];

describe('examples and claim-1 ranges of the real chemistry/materials grants', () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s: examples found are the ones in its tables', (_, c) => {
    const { patent, examples } = load(c.file, c.docNumber);
    expect(patent.publicationNumber).toBe(c.id);
    expect(examples.map((example) => example.label)).toEqual(c.labels);
    for (const example of examples) {
      expect(example.comparative).toBe(example.label.startsWith('Comparative'));
    }
  });

  it.each(CASES.map((c) => [c.id, c] as const))('%s: ranges of claim 1', (_, c) => {
    const { patent } = load(c.file, c.docNumber);
    const claim = patent.claims.find((item) => item.number === 1)!;
    const ranges = extractClaimRanges(claim.text).map((r) => [r.kind, r.subject, r.min, r.max, r.unit]);
    expect(ranges).toEqual(c.claim1);
  });
});

describe('values of the real tables', () => {
  const example = (id: string, file: string, docNumber: string | undefined, label: string) => {
    const found = load(file, docNumber).examples.find((e) => e.label === label);
    if (!found) throw new Error(`${id}: no ${label}`);
    return found;
  };

  it('US6838526: catalyst amounts printed under their names, conditions, properties with units', () => {
    const one = example('US6838526B1', weekly('ipg050104.small.xml'), '06838526', 'Example 1');
    expect(one.composition.map((c) => [c.group, c.name, c.amount, c.unit])).toEqual([
      ['Rare earth element containing compound', 'Nd(ver)₃', 0.09, 'mmol'],
      ['Aluminoxane or organoaluminum compound', 'MAO', 7.2, 'mmol'],
      ['Aluminoxane or organoaluminum compound', 'AliBu₂H', 3.6, 'mmol'],
      ['Halogen containing compound', 'DEAC', 0.18, 'mmol'],
      ['Modifying agent', '2,3-dichloro-1,4-naphthoquinone', 4.5, 'mmol'],
    ]);
    expect(one.conditions).toEqual([
      { name: 'Polymerizing temperature', value: 80, unit: '℃' },
      { name: 'Polymerizing time', value: 1, unit: 'h' },
    ]);
    expect(one.properties.find((p) => p.name === 'TB')).toMatchObject({ value: 22.8, unit: 'MPa' });
    expect(one.properties.find((p) => p.name === 'Cis-1,4-bond content')).toMatchObject({
      value: 97.1,
      unit: '%',
    });
    // Comparative Example 1 has no modifying agent ("—"): nothing is stored for it.
    const c1 = example('US6838526B1', weekly('ipg050104.small.xml'), '06838526', 'Comparative Example 1');
    expect(c1.composition.map((c) => c.name)).toEqual(['Nd(ver)₃', 'MAO', 'AliBu₂H', 'DEAC']);

    // Table 5 (columns): the recipe in parts, the results as properties.
    const e31 = example('US6838526B1', weekly('ipg050104.small.xml'), '06838526', 'Example 31');
    expect(e31.composition.map((c) => [c.group, c.name, c.amount, c.unit])).toEqual([
      ['Rubber ingredient', 'Example 1', 60, '質量部'],
      ['Rubber ingredient', 'natural rubber', 40, '質量部'],
    ]);
    expect(e31.properties.find((p) => p.name === 'TB')).toMatchObject({ value: 27.9, unit: 'MPa' });
    const c23 = example('US6838526B1', weekly('ipg050104.small.xml'), '06838526', 'Comparative Example 23');
    expect(c23.properties.find((p) => p.name === 'EB')).toMatchObject({ value: 480, unit: '%' });
  });

  it('US6982296: "% by weight" rows are amounts, the bleed-out judgement stays text', () => {
    const e1 = example('US6982296B2', weekly('ipg060103.small.xml'), '06982296', 'Example 1');
    expect(e1.composition.find((c) => c.name === 'PVB')).toMatchObject({ amount: 72, unit: '質量%' });
    expect(e1.composition.find((c) => c.name === '3G8')).toMatchObject({ amount: 24, unit: '質量%' });
    expect(e1.note).toContain('Bleed-out observed after 30 days: no');
    const c8 = example('US6982296B2', weekly('ipg060103.small.xml'), '06982296', 'Comparative Example 8');
    expect(c8.comparative).toBe(true);
    expect(c8.note).toContain('Bleed-out observed after 30 days: yes');
    for (const item of [...e1.composition, ...c8.composition]) expect(item.name).not.toMatch(/^(?:yes|no)$/);
  });

  it('US7314687: "200<" keeps its text, "Poorly dispersed" is never a component', () => {
    const e1 = example('US7314687B2', weekly('ipg080101.small.xml'), '07314687', 'Example 1');
    const viscosity = e1.properties.filter((p) => p.unit === 'Pa·s');
    expect(viscosity.map((p) => [p.value, p.original])).toEqual([
      [25, '25'],
      [100, '100'],
      [200, '200<'],
      [30, '30'],
      [110, '110'],
      [200, '200<'],
    ]);
    expect(e1.properties.find((p) => p.name === 'Internal resistance value')).toMatchObject({
      value: 0.068,
      unit: 'Ω·cm',
    });
    // Two gelatinizers printed over three lines in one cell.
    const e7 = example('US7314687B2', weekly('ipg080101.small.xml'), '07314687', 'Example 7');
    expect(e7.composition.filter((c) => c.group === 'Kind of gelatinizer').map((c) => c.name)).toEqual([
      'Crosslinked polymer-1',
      'Crosslinked polymer-2 + TiO₂',
    ]);
    const c2 = example('US7314687B2', weekly('ipg080101.small.xml'), '07314687', 'Comparative Example 2');
    expect(c2.composition.map((c) => c.name)).not.toContain('Poorly dispersed');
    expect(c2.note).toContain('Poorly dispersed');
  });

  it('US7314575: text results stay text, amounts of the cleaning solution in wt % and ppm', () => {
    const e = example('US7314575B2', weekly('ipg080101.small.xml'), '07314575', 'Example 2-3');
    expect(e.composition.map((c) => [c.amount, c.unit])).toEqual([
      [4, '質量%'],
      [0.1, '質量%'],
      [8, 'ppm'],
    ]);
    expect(e.note).toContain('surface condition: mirror surface');
  });

  it('US8927118: compound numbers name the host compound, units and conditions from the header', () => {
    const first = example('US8927118B2', path.join(SINGLE, 'US08927118.xml'), undefined, 'Example 1');
    expect(first.composition).toEqual([{ name: '(11)', amount: null, unit: '', group: 'Host compound' }]);
    expect(first.properties.map((p) => [p.name, p.value, p.unit, p.condition])).toEqual([
      ['Voltage', 5.3, 'V', '@20 mA/cm²'],
      ['Efficiency', 47.6, 'cd/A', '@1,000 cd/m²'],
      ['Life time', 190, 'h', '@20,000 cd/m²'],
    ]);
  });

  it('US20010000943 (application): examples as columns under a spanning "Example" header', () => {
    const { examples } = load(path.join(SINGLE, 'US20010000943A1.xml'));
    // Examples 1–6, Comparative 1–4 (Table 1), Examples 8, 9, Comparative 6, 7 (Table 2); Example 7 and
    // Comparative Example 5 are described in prose only.
    expect(examples.map((e) => e.label)).toEqual([
      ...numbered('Example', 1, 6),
      ...numbered('Comparative Example', 1, 4),
      'Example 8',
      'Example 9',
      'Comparative Example 6',
      'Comparative Example 7',
    ]);
    const e3 = examples.find((e) => e.label === 'Example 3')!;
    expect(e3.properties.find((p) => p.name === 'CIEx')).toMatchObject({ value: 0.655, original: '0.655' });
    expect(e3.note).toContain('Optical path length correction layer: Not provided');
  });
});

describe('stored through the importer', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    t = await createTestContext();
    dir = await mkdtemp(path.join(tmpdir(), 'real-patent-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  it('US6838526: 69 examples with canonical values and the printed text kept', async () => {
    const file = path.join(dir, 'US6838526.xml');
    await writeFile(file, documentText(weekly('ipg050104.small.xml'), '06838526'));
    const summary = await importFile(t.database.db, file);
    expect(summary.failed).toBe(0);
    const { examples } = (await patentDetailRows(t.database.db, 'US6838526B1'))!.exampleTable;
    expect(examples).toHaveLength(69);
    expect(examples.filter((e) => e.comparative === 1)).toHaveLength(30);
    const e13 = await storedExample(
      t.database.db,
      examples.find((e) => e.label === 'Example 13')!.external_id,
    );
    expect(e13.components.map((c) => [c.name, c.amount, c.unit, c.amount_canonical])).toEqual([
      ['Example 1', 60, '質量部', 60],
      ['natural rubber', 40, '質量部', 40],
    ]);
    expect(e13.properties.find((p) => p.name === 'TB')).toMatchObject({
      value: 27.5,
      unit: 'MPa',
      value_canonical: 27.5,
      unit_canonical: 'MPa',
      original_text: '27.5',
    });
  });
});
