import { createTestContext } from '../src/test/test-context.js';
import { loadDemoDataset } from '../src/features/catalogue-data/demo-loader.js';
import { reindexAll } from '../src/features/catalogue-search/reindex.js';
import { createSearchIndex } from '../src/features/catalogue-search/search-index.js';
import { parseQuery } from '../src/features/catalogue-search/query-parser.js';
import { planMatch } from '../src/features/catalogue-search/match-plan.js';

const patents = Number(process.argv[2] ?? 300);
const t = await createTestContext();
let t0 = performance.now();
const summary = await loadDemoDataset(t.database.db, { patents, products: 300 });
console.log('load', summary.inserted, summary.failed, summary.errors.slice(0, 3), ((performance.now() - t0) / 1000).toFixed(1), 's');
t0 = performance.now();
console.log(await reindexAll(t.database.db), ((performance.now() - t0) / 1000).toFixed(1), 's');
const index = createSearchIndex({ db: t.database.db, dialect: t.database.dialect });
for (const q of ['樹脂', '銅', 'ポリプロピレン', 'PP', '"熱可塑性樹脂組成物"', '樹脂 -ゴム', 'title:エポキシ OR title:ゴム', 'ipc:C08L', 'applicant:化学']) {
  const match = await planMatch(parseQuery(q), { kind: 'patents', synonyms: true, expand: async () => new Map(), companies: async () => [] });
  t0 = performance.now();
  const r = await index.search({ kind: 'patents', match, facets: ['applicant', 'year', 'ipc_subclass', 'material'], limit: 5 });
  console.log(q, r.total, (performance.now() - t0).toFixed(1), 'ms', r.hits.slice(0, 3), r.facets.year?.slice(0, 3));
}
const sizes = await t.database.db.selectFrom('patents').select((eb) => [eb.fn.avg(eb.fn('length', ['description'])).as('d'), eb.fn.avg(eb.fn('length', ['abstract'])).as('a')]).execute();
console.log(sizes);
await t.close();
