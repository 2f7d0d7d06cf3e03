import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../../db/schema.js';
import { sharedData } from '../../../test/shared-data.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { importFile } from './import-file.js';

/**
 * Bibliographic data of real USPTO documents as stored: canonical numbers of every series (H, D, PP, RE),
 * the packed IPC-7 of 2005 grants, applicants merged across spellings, private applicants kept as persons.
 */
describe('USPTO bibliographic data from the real samples', () => {
  let t: TestContext;
  let db: DbExecutor;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
    for (const file of [
      sharedData('uspto-bulk-samples', 'weekly', 'ipg050104.small.xml'),
      sharedData('uspto-bulk-samples', 'weekly', 'ipg060103.small.xml'),
      sharedData('uspto-bulk-samples', 'weekly', 'ipg080101.small.xml'),
      sharedData('uspto-bulk-samples', 'weekly', 'ipa130117.one.xml'),
      sharedData('uspto-patent-xml-samples', 'US20010000943A1.xml'),
      sharedData('uspto-patent-xml-samples', 'US08927118.xml'),
      sharedData('uspto-bulk-samples', 'epo', 'grant_v1-5-1-B1.xml'),
      sharedData('uspto-bulk-samples', 'epo', 'application_v1-1-A1.xml'),
    ]) {
      expect((await importFile(db, file)).failed).toBe(0);
    }
  }, 60_000);
  afterAll(() => t.close());

  const patent = (id: string) =>
    db.selectFrom('patents').selectAll().where('external_id', '=', id).executeTakeFirst();
  const ipcOf = async (id: string) =>
    (
      await db
        .selectFrom('patent_classifications as c')
        .innerJoin('patents as p', 'p.id', 'c.patent_id')
        .select('c.code')
        .where('p.external_id', '=', id)
        .where('c.scheme', '=', 'ipc')
        .orderBy('c.ordinal')
        .execute()
    ).map((row) => row.code);

  it('stores one canonical number per series', async () => {
    for (const id of ['USH2140H1', 'USD513425S1', 'USPP18398P2', 'US6836899B1', 'US20130014306A1']) {
      expect(await patent(id), id).toMatchObject({ publication_number: id });
    }
    expect(await patent('USH0002140H1')).toBeUndefined();
  });

  it('reads the packed IPC-7 of 2005 grants', async () => {
    expect(await ipcOf('US6836899B1')).toEqual(['A45F5/04']);
    expect(await ipcOf('US6837063B1')).toEqual(['F25D23/12', 'F25D27/00', 'F28D15/00', 'H05K7/20']);
  });

  it('keeps private applicants as persons, not companies', async () => {
    const rows = await db
      .selectFrom('patent_applicants as a')
      .innerJoin('patents as p', 'p.id', 'a.patent_id')
      .select(['a.name', 'a.company_id'])
      .where('p.external_id', '=', 'US6836899B1')
      .execute();
    expect(rows).toEqual([{ name: 'Samuel G. Glasmire', company_id: null }]);
    const named = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Samuel G. Glasmire')
      .execute();
    expect(named).toEqual([]);
    // A company applicant of the same file is still a company.
    const kobe = await db
      .selectFrom('companies')
      .select('name')
      .where('name', '=', 'Kobe Steel, Ltd.')
      .execute();
    expect(kobe).toHaveLength(1);
  });

  it('merges an applicant printed in capitals and in mixed case into one company named in mixed case', async () => {
    const rows = await db
      .selectFrom('patent_applicants as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select(['a.name as printed', 'c.id', 'c.name'])
      .where('a.name', 'in', ['IDEMITSU KOSAN CO., LTD.', 'Idemitsu Kosan Co., Ltd.'])
      .execute();
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect(new Set(rows.map((row) => row.printed)).size).toBe(2);
    expect(rows[0]!.name).toBe('Idemitsu Kosan Co., Ltd.');
  });

  it('reads EPO documents: publication language, its claims, the other languages kept', async () => {
    const grant = await patent('EP3383757B1');
    expect(grant).toMatchObject({
      language: 'en',
      kind: 'B1',
      title: 'SCREW-TYPE CLOSURE SYSTEMS WITH MAGNETIC FEATURE',
      legal_status: 'granted',
      claim_count: 8,
    });
    const claims = await db
      .selectFrom('patent_claims')
      .select(['number', 'text'])
      .where('patent_id', '=', grant!.id)
      .orderBy('number')
      .execute();
    expect(claims[0]!.text).toMatch(/^A container-closure system comprising/);
    expect(grant!.description).toContain('【特許請求の範囲 (de)】\n1. Behälter-Verschlusssystem, umfassend');
    expect(grant!.description).toContain('【特許請求の範囲 (fr)】');
    expect(await ipcOf('EP3383757B1')).toEqual([
      'B65D51/18',
      'B65D43/02',
      'B65D51/32',
      'A45D34/00',
      'A45D40/00',
    ]);
    const application = await patent('EP0000002A1');
    expect(application).toMatchObject({ language: 'de', legal_status: 'pending' });
    expect(application!.title).toMatch(/^Tetrahydrofuran-Derivate/);
  });

  it('keeps the stated number of claims of a bibliographic-only record (no claim texts)', async () => {
    const weekly = readFileSync(sharedData('uspto-bulk-samples', 'weekly', 'ipg050104.small.xml'), 'utf8');
    // The first grant of the week as the bibliographic products carry it: front page, no claims.
    const first = `<?xml${weekly.split('<?xml')[1]!}`
      .replace(/<claims[\s\S]*<\/claims>/, '')
      .replace(/<description[\s\S]*<\/description>/, '')
      .replace('<doc-number>06836899</doc-number>', '<doc-number>06836898</doc-number>');
    expect(first).toContain('<number-of-claims>23</number-of-claims>');
    const file = path.join(t.dir, 'bibliographic.xml');
    writeFileSync(file, first);
    expect((await importFile(db, file)).failed).toBe(0);
    expect(await patent('US6836898B1')).toMatchObject({ claim_count: 23 });
  });
});
