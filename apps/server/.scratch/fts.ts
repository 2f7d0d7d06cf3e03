import Database from 'better-sqlite3';
import { createTestContext } from '../src/test/test-context.js';
import { loadDemoDataset } from '../src/features/catalogue-data/demo-loader.js';
import { buildDocuments, entityIds } from '../src/features/catalogue-search/documents.js';
import { normalizeText } from '../src/features/catalogue-search/normalize.js';
import { ftsColumnText } from '../src/features/catalogue-search/grams.js';
const t = await createTestContext();
await loadDemoDataset(t.database.db, { patents: 1000, products: 10 });
const ids: number[] = []; for await (const p of entityIds(t.database.db, 'patents')) ids.push(...p);
const docs = await buildDocuments(t.database.db, 'patents', ids);
const SLOTS = ['title', 'claims', 'abstract', 'description', 'party', 'extra', 'codes'] as const;
const norm = docs.map((d) => SLOTS.map((s) => normalizeText(d.slots[s] ?? '')));
function distinctUni(n: string) { const full = ftsColumnText(n).split(' '); const chars = Array.from(n).length; const bi = full.slice(0, Math.max(0, chars - 1)); const uni = [...new Set(full.slice(Math.max(0, chars - 1)))]; return [...bi, ...uni].join(' '); }
for (const variant of ['full', 'distinct', 'full+cache', 'distinct+cache', 'distinct+cache+noautomerge']) {
  const db = new Database(`${t.dir}/${variant}.db`);
  db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
  if (variant.includes('cache')) db.pragma('cache_size = -65536');
  db.exec(`create virtual table f using fts5(${SLOTS.join(',')}, tokenize='ascii', content='', contentless_delete=1)`);
  if (variant.includes('noautomerge')) db.exec(`insert into f(f, rank) values('automerge', 0)`);
  const stmt = db.prepare(`insert into f(rowid, ${SLOTS.join(',')}) values (?,?,?,?,?,?,?,?)`);
  const t0 = performance.now();
  db.transaction(() => { norm.forEach((cols, i) => stmt.run(i + 1, ...cols.map((c) => variant.startsWith('distinct') ? distinctUni(c) : ftsColumnText(c)))); })();
  if (variant.includes('noautomerge')) db.exec(`insert into f(f) values('optimize')`);
  const t1 = performance.now();
  const size = (db.prepare('select sum(length(block)) s from f_data').get() as { s: number }).s;
  const q = db.prepare(`select count(*) c from f where f match ?`);
  const t2 = performance.now();
  for (let k = 0; k < 20; k++) q.get('"樹脂"');
  console.log(variant, 'insert', (t1 - t0).toFixed(0), 'ms size', (size / 1e6).toFixed(1), 'MB; query 樹脂 x20', (performance.now() - t2).toFixed(0));
  db.close();
}
await t.close();
