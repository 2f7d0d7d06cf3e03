// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../../db/schema.js';
import { sharedData } from '../../../test/shared-data.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { importFile } from './import-file.js';
import { patentDetailRows } from '../read/patents.js';
import { storedExample } from '../testing/stored-example.js';

const SAMPLES = sharedData('uspto-patent-xml-samples');

async function snapshot(db: DbExecutor) {
  const tables = [
    'patents',
    'patent_claims',
    'patent_applicants',
    'patent_inventors',
    'patent_classifications',
    'patent_citations',
    'claim_ranges',
    'companies',
    'examples',
    'example_components',
    'example_properties',
  ] as const;
  const result: Record<string, unknown> = {};
  for (const table of tables) result[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  // updated_at moves on re-import, and child rows are replaced (new ids); everything else must stay.
  for (const [table, rows] of Object.entries(result) as [string, Record<string, unknown>[]][]) {
    for (const row of rows) {
      delete row.updated_at;
      if (!['patents', 'companies', 'examples'].includes(table)) delete row.id;
    }
  }
  return result;
}

describe('USPTO XML import', () => {
  let t: TestContext;
  let db: DbExecutor;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
  });
  afterAll(() => t.close());

  it.each([
    [
      'US08927118.xml',
      'US8927118B2',
      {
        title:
          'Material for organic electroluminescence device and organic electroluminescence device using the same',
        claims: 45,
        applicants: ['Idemitsu Kosan Co., Ltd.'],
        ipcFirst: 'H05B33/14',
        ipcCount: 9,
        application_date: '2012-01-12',
        publication_date: '2015-01-06',
        grant_date: '2015-01-06',
        priority_date: '2008-06-05',
        legal_status: 'granted',
        inventors: 5,
      },
    ],
    [
      'US20010000943A1.xml',
      'US20010000943A1',
      {
        title: 'Organic electroluminescence device and method of manufacturing same',
        claims: 13,
        applicants: ['IDEMITSU KOSAN CO., LTD.'],
        ipcFirst: 'H01J1/62',
        ipcCount: 1,
        application_date: '2000-12-04',
        publication_date: '2001-05-10',
        grant_date: null,
        priority_date: '1999-04-05',
        legal_status: 'pending',
        inventors: 2,
      },
    ],
    [
      'US06337117.xml',
      'US6337117B1',
      {
        title: 'Optical memory device',
        claims: 39,
        applicants: ['Mitsubishi Chemical Corporation'],
        ipcFirst: 'B32B3/02',
        ipcCount: 1,
        application_date: '1999-06-30',
        publication_date: '2002-01-08',
        grant_date: '2002-01-08',
        priority_date: '1998-07-01',
        legal_status: 'granted',
        inventors: 5,
      },
    ],
    [
      'US06859910.xml',
      'US6859910B2',
      {
        title: 'Methods and systems for transactional tunneling',
        claims: 2,
        applicants: ['Bluestreak.com'],
        ipcFirst: 'G06F15/00',
        ipcCount: 4,
        application_date: '2001-04-10',
        publication_date: '2005-02-22',
        grant_date: '2005-02-22',
        priority_date: null,
        legal_status: 'granted',
        inventors: 1,
      },
    ],
  ])('%s', async (file, id, want) => {
    const summary = await importFile(db, path.join(SAMPLES, file));
    expect(summary.failed).toBe(0);
    const rows = (await patentDetailRows(db, id))!;
    const patent = rows.patent;
    expect(patent).toMatchObject({
      publication_number: id,
      country: 'US',
      source: 'uspto',
      title: want.title,
      claim_count: want.claims,
      application_date: want.application_date,
      publication_date: want.publication_date,
      grant_date: want.grant_date,
      priority_date: want.priority_date,
      legal_status: want.legal_status,
    });
    expect(patent.abstract!.length).toBeGreaterThan(100);
    expect(patent.description!.length).toBeGreaterThan(10_000);
    expect(rows.claims).toHaveLength(want.claims);
    expect(rows.claims[0]!.text).not.toMatch(/^1\./);
    expect(rows.applicants.map((a) => a.name)).toEqual(want.applicants);
    // Resolved to a company (名寄せ).
    expect(rows.applicants[0]!.external_id).not.toBeNull();
    expect(rows.inventors).toHaveLength(want.inventors);
    const ipc = await db
      .selectFrom('patent_classifications')
      .select(['code', 'is_first'])
      .where('patent_id', '=', patent.id)
      .where('scheme', '=', 'ipc')
      .orderBy('ordinal')
      .execute();
    expect(ipc).toHaveLength(want.ipcCount);
    expect(rows.codes.filter((c) => c.scheme === 'ipc')).toHaveLength(want.ipcCount);
    expect(ipc[0]).toMatchObject({ code: want.ipcFirst, is_first: 1 });
  });

  it('turns the Idemitsu example tables into structured example rows', async () => {
    const rows = (await patentDetailRows(db, 'US8927118B2'))!;
    const examples = rows.exampleTable.examples;
    const example = (label: string) =>
      storedExample(db, examples.find((e) => e.label === label)!.external_id);
    // Table 1: Examples 1–26 and Comparative Examples 1–15; Table 2: Examples 27–37 and Comparative Example 16.
    expect(examples).toHaveLength(53);
    expect(examples.filter((e) => e.comparative === 1)).toHaveLength(16);
    expect(rows.patent.example_count).toBe(53);
    expect(examples[0]!.label).toBe('Example 1');
    const first = await example('Example 1');
    expect(first).toMatchObject({ label: 'Example 1', comparative: 0 });
    expect(first.components).toMatchObject([{ name: '(11)', amount: null, group_symbol: 'Host compound' }]);
    expect(
      first.properties.map((p) => [
        p.name,
        p.value,
        p.unit,
        p.condition,
        p.value_canonical,
        p.unit_canonical,
      ]),
    ).toEqual([
      // The superscripts of the header are kept (cm², not cm2).
      ['Voltage', 5.3, 'V', '@20 mA/cm²', 5.3, 'V'],
      ['Efficiency', 47.6, 'cd/A', '@1,000 cd/m²', null, null],
      ['Life time', 190, 'h', '@20,000 cd/m²', 190, 'h'],
    ]);
    // "Comparative" / "Example 1" is split over two rows in the table.
    const comparative = await example('Comparative Example 1');
    expect(comparative).toMatchObject({ comparative: 1 });
    expect(comparative.properties.map((p) => p.name)).toEqual(['Voltage', 'Efficiency', 'Life time']);
    expect(comparative.components[0]!.name).toBe('(a)');
    const last = await example('Comparative Example 16');
    expect(last.components.map((c) => [c.group_symbol, c.name])).toEqual([
      ['Host compound', 'CBP'],
      ['Electron transportable compound', 'BAlq'],
    ]);
    expect(last.properties.map((p) => p.value)).toEqual([6.5, 45.1, 30]);

    // The PATDOC composition table becomes the composition of Example 6-1.
    const mitsubishi = (await patentDetailRows(db, 'US6337117B1'))!;
    const table = mitsubishi.exampleTable;
    const firstId = Number(table.examples[0]!.id);
    const firstComponents = table.components.filter((c) => Number(c.example_id) === firstId);
    expect(firstComponents.map((c) => [c.name, c.amount, c.unit])).toEqual([
      ['CdSe nanoparticle having a mean particle size of 34 angstroms', 0.1, '質量部'],
      ['Sodium dodecylsulfonate', 13, '質量部'],
      ['Chloroform', 4.4, '質量部'],
      ['Ion-exchanged water', 82.5, '質量部'],
    ]);
    // Claim 1 of US6337117: "1 to 50 wt. %" of the organic compound.
    expect(mitsubishi.ranges[0]).toMatchObject({
      claim_number: 1,
      kind: 'ingredient',
      min: 1,
      max: 50,
      unit: '質量%',
    });
  });

  it('applicant variants of the same company merge (IDEMITSU KOSAN CO., LTD. / Idemitsu Kosan Co., Ltd.)', async () => {
    const rows = await db
      .selectFrom('patent_applicants')
      .select(['name', 'company_id'])
      .where('name', 'in', ['Idemitsu Kosan Co., Ltd.', 'IDEMITSU KOSAN CO., LTD.'])
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.company_id).toBe(rows[1]!.company_id);
  });

  it('re-importing the XML changes nothing', async () => {
    const before = await snapshot(db);
    for (const file of ['US08927118.xml', 'US20010000943A1.xml', 'US06337117.xml', 'US06859910.xml']) {
      const summary = await importFile(db, path.join(SAMPLES, file));
      expect(summary).toMatchObject({ inserted: 0, failed: 0 });
    }
    expect(await snapshot(db)).toEqual(before);
  });
});
