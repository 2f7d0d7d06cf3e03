// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { createAppSettingsRepository, SETTING_KEYS } from '../../app-settings/repository.js';
import { catalogueIsEmpty, ensureDemoCatalogue, loadDemoDataset } from './demo-loader.js';
import { accessOf } from '../common/access.js';
import { materialDetail } from '../routes/material-pages.js';
import { patentDetail } from '../routes/patent-pages.js';
import { productDetail } from '../routes/product-pages.js';
import { createSearchIndex } from '../search/search-index.js';

const SMALL = { patents: 200, products: 150 } as const;
const silent = { info: () => undefined, warn: () => undefined };

async function counts(db: DbExecutor) {
  const result: Record<string, number> = {};
  for (const table of [
    'companies',
    'materials',
    'products',
    'product_properties',
    'patents',
    'claim_ranges',
    'examples',
    'example_components',
    'example_properties',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

// Generation and import of a small dataset take seconds, more on PostgreSQL.
describe('demo dataset loader', { timeout: 60_000 }, () => {
  let t: TestContext;
  let db: DbExecutor;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
  }, 60_000);
  afterAll(() => t.close());

  it('loads an empty catalogue on first start, flagged as demo data', async () => {
    expect(await catalogueIsEmpty(db)).toBe(true);
    const summary = await ensureDemoCatalogue(db, silent, SMALL);
    expect(summary).toMatchObject({ updated: 0, failed: 0 });
    expect(summary!.inserted).toBeGreaterThan(2000);
    const n = await counts(db);
    expect(n.patents).toBe(200);
    expect(n.products).toBe(150);
    expect(n.examples).toBeGreaterThan(1500);
    expect(n.example_properties).toBeGreaterThan(n.examples!);
    expect(await createAppSettingsRepository(db).get(SETTING_KEYS.demoData)).toBe('true');
    const notDemo = await db.selectFrom('patents').select('id').where('is_demo', '=', 0).execute();
    expect(notDemo).toEqual([]);

    // The detail pages answer on the generated data.
    const largest = await db
      .selectFrom('patents')
      .select(['external_id', 'example_count'])
      .orderBy('example_count', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const patent = await patentDetail(db, largest.external_id);
    expect(patent!.examples.total).toBe(Number(largest.example_count));
    expect(patent!.claimRanges.length).toBeGreaterThan(0);
    expect(patent!.applicants[0]!.company).not.toBeNull();
    const index = createSearchIndex({ db: t.database.db, dialect: t.database.dialect });
    const product = await db.selectFrom('products').select('external_id').limit(1).executeTakeFirstOrThrow();
    const access = accessOf(null);
    expect(
      (await productDetail(db, index, product.external_id, access))!.category.path.length,
    ).toBeGreaterThan(0);
    expect((await materialDetail(db, 'mat-pp-homo', access))!.aliases).toContain('PP');
  });

  it('does nothing on later starts', async () => {
    expect(await ensureDemoCatalogue(db, silent, SMALL)).toBeNull();
  });

  it('is idempotent: generating again updates the same rows', async () => {
    const before = await counts(db);
    const summary = await loadDemoDataset(db, SMALL);
    expect(summary).toMatchObject({ inserted: 0, failed: 0 });
    expect(await counts(db)).toEqual(before);
  });

  it('resumes a load that was stopped', async () => {
    const other = await createTestContext();
    const tiny = { patents: 40, products: 30 };
    try {
      const controller = new AbortController();
      await expect(
        ensureDemoCatalogue(other.database.db, silent, {
          ...tiny,
          batchSize: 100,
          signal: controller.signal,
          onProgress: (done) => {
            if (done >= 300) controller.abort();
          },
        }),
      ).rejects.toThrow();
      const partial = await counts(other.database.db);
      expect(partial.companies).toBeGreaterThan(0);
      expect(partial.patents).toBe(0);
      const resumed = await ensureDemoCatalogue(other.database.db, silent, tiny);
      expect(resumed).toMatchObject({ failed: 0 });
      expect(resumed!.updated).toBeGreaterThan(0);
      const complete = await counts(other.database.db);
      expect(complete.patents).toBe(40);
      expect(complete.products).toBe(30);
      expect(await ensureDemoCatalogue(other.database.db, silent, tiny)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
