import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect.js';
import type { Database, DbExecutor } from '../../../db/schema.js';
import { buildDocuments, entityIds } from './documents.js';
import { phraseMatch } from './match-plan.js';
import { createSearchIndex } from './search-index.js';
import { SEARCH_KINDS, type SearchDocument, type SearchKind } from './search-types.js';

/**
 * Building the index from the catalogue: `reindexAll` (CLI `reindex`, after a full import such as the
 * demo dataset) and `indexRecords` (after an incremental import). A kind that has an index is rebuilt in
 * one transaction, so searches see either the old or the new index of a kind, never half of it; a kind
 * without one (the first start's demo load) is filled page by page, each page committed on its own.
 *
 * Either way the work goes in pages of PAGE documents with a turn of the event loop between them:
 * better-sqlite3 answers synchronously, so a rebuild written as one chain of awaits would keep a server
 * that builds its index in the background from answering anything (/healthz, pages, the API) for the
 * 40–60 s it takes.
 */

/**
 * Documents per page: some tens of milliseconds of work between two turns of the event loop (measured:
 * writing a demo patent — 3,000 characters into the gram index — takes ~3 ms, an example ~1 ms).
 */
const PAGE: Readonly<Record<SearchKind, number>> = { patents: 10, examples: 40, products: 40, materials: 40 };

/**
 * Pages are this many times larger when nobody waits on the database (`offline`: the build's demo snapshot).
 * Each commit of a page makes FTS5 write a small segment that its automerge then merges again: the demo
 * catalogue's 1,800 small commits cost about a fifth of the snapshot's CPU (44.8 → 36.2 CPU-s measured).
 */
const OFFLINE_PAGE_SCALE = 20;

/** Materials first (synonyms), patents before products (products learn which patents mention them). */
const ORDER: readonly SearchKind[] = ['materials', 'patents', 'examples', 'products'];

export interface ReindexProgress {
  kind: SearchKind;
  done: number;
}

/**
 * What the caller derives from the index's records after an update (the visualisation's landscape map,
 * drawn from the same patents): the caller that orchestrates both wires it in, so the index depends on
 * no feature built on top of it. `patents` says whether patents were re-indexed.
 */
export type AfterReindex = (db: Kysely<Database>, reindexed: { patents: boolean }) => Promise<void>;

export interface ReindexOptions {
  kinds?: readonly SearchKind[];
  onProgress?: (progress: ReindexProgress) => void;
  afterReindex?: AfterReindex;
  /** Nobody else uses the database meanwhile: larger pages, fewer commits (OFFLINE_PAGE_SCALE). */
  offline?: boolean;
}

function indexFor(db: Kysely<Database>) {
  return createSearchIndex({ db, dialect: dialectOf(db) });
}

/**
 * Products whose name appears in some patent (a phrase search of the index) get the facet
 * in_patents = 1, as do those an example's composition refers to (documents.ts).
 */
async function markMentionedProducts(db: Kysely<Database>, documents: SearchDocument[]): Promise<void> {
  const index = indexFor(db);
  for (const [i, document] of documents.entries()) {
    if (i % 10 === 9) await nextTurn();
    if (document.facets.some(([facet]) => facet === 'in_patents')) continue;
    const name = document.name.trim();
    if (name.length < 4) continue;
    const ids = await index.matchIds('patents', phraseMatch(name, ['description', 'claims', 'abstract']));
    if (ids.size > 0) (document.facets as [string, string][]).push(['in_patents', '1']);
  }
}

async function loadAll(db: DbExecutor, kind: SearchKind): Promise<number[]> {
  const ids: number[] = [];
  for await (const page of entityIds(db, kind)) ids.push(...page);
  return ids;
}

/** Documents of a page of ids; products also learn whether some patent mentions them. */
async function pageDocuments(
  db: Kysely<Database>,
  kind: SearchKind,
  ids: readonly number[],
): Promise<SearchDocument[]> {
  const documents = await buildDocuments(db, kind, [...ids]);
  if (kind === 'products') await markMentionedProducts(db, documents);
  return documents;
}

/** app_settings key marking an index of an older format (migration 0019; stale-index.ts rebuilds it). */
export const STALE_INDEX_KEY = 'search_index_stale';

/** Rebuilds the index of every kind (or of `options.kinds`) from the catalogue. Returns documents per kind. */
export async function reindexAll(
  db: Kysely<Database>,
  options: ReindexOptions = {},
): Promise<Record<SearchKind, number>> {
  const kinds = ORDER.filter((kind) => (options.kinds ?? SEARCH_KINDS).includes(kind));
  const counts = { patents: 0, materials: 0, products: 0, examples: 0 };
  const index = indexFor(db);
  for (const kind of kinds) {
    const ids = await loadAll(db, kind);
    const size = PAGE[kind] * (options.offline ? OFFLINE_PAGE_SCALE : 1);
    const pages: number[][] = [];
    for (let start = 0; start < ids.length; start += size) pages.push(ids.slice(start, start + size));
    const written = (documents: readonly SearchDocument[]) => {
      counts[kind] += documents.length;
      options.onProgress?.({ kind, done: counts[kind] });
    };
    const indexed = await db
      .selectFrom('search_docs')
      .select('doc_id')
      .where('kind', '=', kind)
      .limit(1)
      .executeTakeFirst();
    if (!indexed) {
      // Nothing to keep consistent: each page is committed on its own, and searches see the kind fill up.
      await db.transaction().execute((trx) => index.removeWith(trx, kind, 'all'));
      for (const page of pages) {
        // Products: the mention check queries the patents index, outside the write transaction (SQLite
        // has one connection), so their documents are built first.
        const documents = await pageDocuments(db, kind, page);
        await db.transaction().execute((trx) => index.indexWith(trx, kind, documents, { fresh: true }));
        written(documents);
        await nextTurn();
      }
    } else {
      const prebuilt: SearchDocument[][] = [];
      if (kind === 'products') {
        for (const page of pages) {
          prebuilt.push(await pageDocuments(db, kind, page));
          await nextTurn();
        }
      }
      await db.transaction().execute(async (trx) => {
        await index.removeWith(trx, kind, 'all');
        for (const [i, page] of pages.entries()) {
          const documents = prebuilt[i] ?? (await buildDocuments(trx, kind, page));
          await index.indexWith(trx, kind, documents, { fresh: true });
          written(documents);
          // On SQLite other queries wait for the commit (one connection), but the server keeps answering.
          await nextTurn();
        }
      });
    }
    await index.settle(kind, true);
  }
  await options.afterReindex?.(db, { patents: kinds.includes('patents') });
  // A whole rebuild (the CLI's reindex too) brings an index of an older format up to date (stale-index.ts).
  if (kinds.length === SEARCH_KINDS.length) {
    await db.deleteFrom('app_settings').where('key', '=', STALE_INDEX_KEY).execute();
  }
  return counts;
}

/** Entities per transaction of an incremental index update. */
const INDEX_SLICE = 500;

/** Indexes (or re-indexes) these entities; ids that no longer exist leave the index. */
async function indexRecords(db: Kysely<Database>, kind: SearchKind, ids: Iterable<number>): Promise<void> {
  const all = [...new Set(ids)];
  if (all.length === 0) return;
  const index = indexFor(db);
  // In slices: a weekly bulk file changes thousands of patents, whose documents together would not fit
  // in bounded memory.
  for (let start = 0; start < all.length; start += INDEX_SLICE) {
    const list = all.slice(start, start + INDEX_SLICE);
    const documents = await buildDocuments(db, kind, list);
    if (kind === 'products') await markMentionedProducts(db, documents);
    const found = new Set(documents.map((document) => document.id));
    const gone = list.filter((id) => !found.has(id));
    await db.transaction().execute(async (trx) => {
      if (gone.length > 0) await index.removeWith(trx, kind, gone);
      await index.indexWith(trx, kind, documents);
    });
    if (start + INDEX_SLICE < all.length) await nextTurn();
  }
  await index.settle(kind, false);
}

/** What an import changed, as the catalogue importer reports it (ChangedIds of write/writer-records.ts). */
export interface ChangedRecords {
  patents: ReadonlySet<number>;
  products: ReadonlySet<number>;
  materials: ReadonlySet<number>;
  companies: ReadonlySet<number>;
  examples: ReadonlySet<number>;
}

/**
 * The importer's after-import hook: a full load rebuilds everything; an incremental one re-indexes the
 * changed records and the documents that show them — examples of changed patents (title, applicants),
 * patents and products of changed companies (name variants, 名寄せ), materials used by changed examples
 * (their applicant facet) and products referred to by changed examples.
 */
export async function updateSearchIndexAfterImport(
  db: Kysely<Database>,
  event: { changed: ChangedRecords; full: boolean },
  afterReindex?: AfterReindex,
  options: Pick<ReindexOptions, 'offline'> = {},
): Promise<void> {
  if (event.full) {
    await reindexAll(db, { afterReindex, offline: options.offline });
    return;
  }
  const { changed } = event;
  const patents = new Set(changed.patents);
  const products = new Set(changed.products);
  const materials = new Set(changed.materials);
  const examples = new Set(changed.examples);
  const companies = [...changed.companies];
  for (let start = 0; start < companies.length; start += 500) {
    const batch = companies.slice(start, start + 500);
    for (const row of await db
      .selectFrom('patent_applicants')
      .select('patent_id')
      .where('company_id', 'in', batch)
      .execute()) {
      patents.add(Number(row.patent_id));
    }
    for (const row of await db.selectFrom('products').select('id').where('maker_id', 'in', batch).execute()) {
      products.add(Number(row.id));
    }
  }
  const patentList = [...patents];
  for (let start = 0; start < patentList.length; start += 500) {
    const rows = await db
      .selectFrom('examples')
      .select('id')
      .where('patent_id', 'in', patentList.slice(start, start + 500))
      .execute();
    for (const row of rows) examples.add(Number(row.id));
  }
  const exampleList = [...examples];
  for (let start = 0; start < exampleList.length; start += 500) {
    const rows = await db
      .selectFrom('example_components')
      .select(['material_id', 'product_id'])
      .where('example_id', 'in', exampleList.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      if (row.material_id !== null) materials.add(Number(row.material_id));
      if (row.product_id !== null) products.add(Number(row.product_id));
    }
  }
  await indexRecords(db, 'materials', materials);
  await indexRecords(db, 'patents', patents);
  await indexRecords(db, 'examples', examples);
  await indexRecords(db, 'products', products);
  await afterReindex?.(db, { patents: patents.size > 0 });
}
