import { createTestContext } from '../src/test/test-context.js';
import { loadDemoDataset } from '../src/features/catalogue-data/demo-loader.js';
import { buildDocuments, entityIds } from '../src/features/catalogue-search/documents.js';
import { normalizeText } from '../src/features/catalogue-search/normalize.js';
import { ftsColumnText } from '../src/features/catalogue-search/grams.js';
import { createSearchIndex } from '../src/features/catalogue-search/search-index.js';
const t = await createTestContext({ env: process.env.PGURL ? { DATABASE_URL: process.env.PGURL } : {} });
await loadDemoDataset(t.database.db, { patents: 500, products: 100 });
const db = t.database.db;
for (const kind of ['patents', 'examples'] as const) {
  const ids: number[] = []; for await (const p of entityIds(db, kind)) ids.push(...p);
  let t0 = performance.now();
  const docs = await buildDocuments(db, kind, ids);
  console.log(kind, ids.length, 'build', (performance.now() - t0).toFixed(0));
  t0 = performance.now();
  let chars = 0;
  for (const d of docs) for (const v of Object.values(d.slots)) { const n = normalizeText(v ?? ''); chars += n.length; ftsColumnText(n); }
  console.log('norm+grams', (performance.now() - t0).toFixed(0), 'chars', chars);
  const index = createSearchIndex({ db, dialect: t.database.dialect });
  t0 = performance.now();
  await db.transaction().execute(async (trx) => { await index.removeWith(trx, kind, "all"); await index.indexWith(trx, kind, docs, { fresh: true }); });
  console.log('index', (performance.now() - t0).toFixed(0));
}
await t.close();
