// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../../db/schema.js';
import { sharedData } from '../../../test/shared-data.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { importFile } from './import-file.js';
import { runImport } from '../write/import-runner.js';
import { jsonLinesItems } from './jsonl-source.js';
import { patentDetailRows } from '../read/patents.js';
import { storedExample as example } from '../testing/stored-example.js';

const DATA = sharedData();

async function exampleCount(db: DbExecutor, patentExternalId: string): Promise<number> {
  const row = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.external_id', '=', patentExternalId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('examples CSV import', () => {
  let t: TestContext;
  let db: DbExecutor;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
  });
  afterAll(() => t.close());

  it('reads the acrylate file (BOM, "1,028.00", blanks, 1.48E-17) with a column mapping', async () => {
    const file = path.join(DATA, 'acrylate-photopolymer-jain2024/Active_Learning_Thermosets.csv');
    const options = {
      inputs: ['IDA', 'IBOA', 'PEGDA'],
      outputs: [
        'Young Mod[MPa]',
        'Peak Stress[MPa]',
        'Peak Stress_stdev[MPa]',
        'Peak Strain[-]',
        'Hardness[Shore A]',
      ],
      labelColumn: 'Iteration',
    };
    const summary = await importFile(db, file, options);
    // The dataset pseudo-patent + 67 rows.
    expect(summary).toMatchObject({ inserted: 68, failed: 0 });
    expect(await exampleCount(db, 'dataset:Active_Learning_Thermosets')).toBe(67);
    const patent = (await patentDetailRows(db, 'dataset:Active_Learning_Thermosets'))?.patent;
    expect(patent).toMatchObject({ kind: 'dataset', country: 'ZZ', source: 'csv' });

    // Row 3 of the data (line 4): 0,0,0,1,"1,028.00",… — PEGDA only.
    const pegda = await example(db, 'dataset:Active_Learning_Thermosets:Active_Learning_Thermosets:3');
    expect(pegda.components.map((c) => [c.name, c.amount])).toEqual([['PEGDA', 1]]);
    expect(pegda.properties.find((p) => p.name === 'Young Mod')).toMatchObject({
      value: 1028,
      unit: 'MPa',
      value_canonical: 1028,
      original_text: '1,028.00',
    });
    // Scientific notation somewhere in the file survives as a number.
    const tiny = await db
      .selectFrom('example_properties')
      .select('value')
      .where('value', '<', 1e-10)
      .where('value', '>', 0)
      .execute();
    expect(tiny.map((row) => row.value)).toContain(1.48e-17);
    // Blank cells: not measured, so no row.
    const measured = await db
      .selectFrom('example_properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'Peak Stress')
      .executeTakeFirstOrThrow();
    expect(Number(measured.n)).toBe(66);

    const again = await importFile(db, file, options);
    expect(again).toMatchObject({ inserted: 0, updated: 68, failed: 0 });
    expect(await exampleCount(db, 'dataset:Active_Learning_Thermosets')).toBe(67);
  });

  it('reads P3HT (no final newline; units in the headers) and perovskite (BOM)', async () => {
    const p3ht = await importFile(db, path.join(DATA, 'p3ht-cnt-composite-conductivity/P3HT_dataset.csv'), {
      inputs: ['P3HT content (%)', 'D1 content (%)', 'D2 content (%)', 'D6 content (%)', 'D8 content (%)'],
      outputs: ['Conductivity (measured) (S/cm)'],
    });
    expect(p3ht).toMatchObject({ inserted: 234, failed: 0 });
    const last = await example(db, 'dataset:P3HT_dataset:P3HT_dataset:233');
    expect(last.properties[0]).toMatchObject({
      name: 'Conductivity (measured)',
      value: 824.47,
      unit: 'S/cm',
      unit_canonical: 'S/cm',
    });
    expect(last.components.map((c) => [c.name, c.amount, c.unit])).toEqual([
      ['P3HT content', 40, '%'],
      ['D1 content', 60, '%'],
    ]);

    const perovskite = await importFile(
      db,
      path.join(DATA, 'perovskite-csfama-stability/Perovskite_dataset.csv'),
      {
        inputs: ['CsPbI', 'FAPbI', 'MAPbI'],
        outputs: ['Instability index'],
      },
    );
    expect(perovskite).toMatchObject({ inserted: 140, failed: 0 });
    expect(
      (await example(db, 'dataset:Perovskite_dataset:Perovskite_dataset:1')).components[0],
    ).toMatchObject({ name: 'FAPbI', amount: 1 });
  });

  it('reads in:/out: columns, attaches rows to a patent and reports bad rows by line', async () => {
    await runImport(
      db,
      jsonLinesItems(
        JSON.stringify({
          type: 'patent',
          id: 'JP2022000003A',
          publicationNumber: '特開2022-000003',
          title: 'PP組成物',
        }),
      ),
    );
    const file = path.join(t.dir, 'examples.csv');
    const text = [
      'label,in:ポリプロピレン[質量部],in:タルク[phr],in:混練温度[℃],out:曲げ弾性率[MPa],out:引張強さ[kgf/cm2]',
      '実施例1,100,20,230,"2,150",350',
      '実施例2,100,,230,1.8e3,',
      '比較例1,100,abc,230,1500,300',
      '比較例2,100,50,240,2500,400',
    ].join('\r\n');
    await writeFile(file, `\uFEFF${text}`);
    const summary = await importFile(db, file, { patentId: 'JP2022000003A' });
    expect(summary).toMatchObject({ inserted: 3, failed: 1 });
    expect(summary.errors).toEqual([{ line: 4, message: expect.stringMatching(/タルク.*abc/) as string }]);
    expect(await exampleCount(db, 'JP2022000003A')).toBe(3);

    const first = await example(db, 'JP2022000003A:examples:1');
    expect(first).toMatchObject({ label: '実施例1', comparative: 0 });
    expect(
      first.components.map((c) => [c.name, c.amount, c.unit, c.amount_canonical, c.unit_canonical]),
    ).toEqual([
      ['ポリプロピレン', 100, '質量部', 100, '質量部'],
      ['タルク', 20, 'phr', 20, '質量部'],
    ]);
    expect(first.conditions).toMatchObject([{ name: '混練温度', value: 230, unit: '℃' }]);
    expect(first.properties[0]).toMatchObject({ name: '曲げ弾性率', value: 2150 });
    expect(first.properties[1]!.value_canonical).toBeCloseTo(34.323275, 5);
    const second = await example(db, 'JP2022000003A:examples:2');
    expect(second.components).toHaveLength(1);
    expect(second.properties.map((p) => p.value)).toEqual([1800]);
    expect((await example(db, 'JP2022000003A:examples:4')).comparative).toBe(1);
    const patent = (await patentDetailRows(db, 'JP2022000003A'))?.patent;
    expect(patent?.example_count).toBe(3);
  });

  it('reads a file Excel saved as Shift_JIS: the names come in as written, not garbled', async () => {
    await runImport(
      db,
      jsonLinesItems(
        JSON.stringify({
          type: 'patent',
          id: 'JP2022000004A',
          publicationNumber: '特開2022-000004',
          title: 'PP組成物',
        }),
      ),
    );
    const file = path.join(t.dir, 'excel-sjis.csv');
    // 'label,in:ポリプロピレン[質量部],out:曲げ弾性率[MPa]\r\n実施例1,100,2150\r\n' in Shift_JIS.
    const sjis =
      '6c6162656c2c696e3a837c838a8376838d8373838c83935b8ebf97ca95945d2c6f75743a8bc882b0926590ab97a65b4d50615d0d0a' +
      '8ec08e7b97e1312c3130302c323135300d0a';
    await writeFile(file, Buffer.from(sjis, 'hex'));
    const summary = await importFile(db, file, { patentId: 'JP2022000004A' });
    expect(summary).toMatchObject({ inserted: 1, failed: 0 });
    const first = await example(db, 'JP2022000004A:excel-sjis:1');
    expect(first.label).toBe('実施例1');
    expect(first.components.map((c) => [c.name, c.amount, c.unit])).toEqual([
      ['ポリプロピレン', 100, '質量部'],
    ]);
    expect(first.properties[0]).toMatchObject({ name: '曲げ弾性率', value: 2150 });
  });

  it('refuses a file without in:/out: columns and without a mapping', async () => {
    const file = path.join(t.dir, 'plain.csv');
    await writeFile(file, 'a,b\n1,2\n');
    const summary = await importFile(db, file);
    expect(summary).toMatchObject({ inserted: 0, failed: 1, errors: [{ line: 1 }] });
  });
});
