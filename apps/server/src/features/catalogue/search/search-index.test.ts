// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataset } from '../write/demo-loader.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { sql } from 'kysely';
import { planMatch } from './match-plan.js';
import { createPostgresMatcher } from './postgres-matcher.js';
import { normalizeText } from './normalize.js';
import { foldDocument } from './word-forms.js';
import { parseQuery } from './query-parser.js';
import { reindexAll } from './reindex.js';
import { createSearchIndex, topK, type SearchIndex } from './search-index.js';
import { SEARCH_KINDS, SEARCH_SLOTS, type Match, type SearchKind, type SearchSlot } from './search-types.js';

/**
 * The index against brute force: for every kind and many terms (1, 2 and 3+ characters, Japanese,
 * ASCII, punctuation, phrases with spaces, field prefixes, boolean combinations), the documents the index
 * returns are exactly those whose normalised text contains the terms. Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL: the two implementations must agree with the same oracle.
 */

type Docs = { id: number; slots: Record<SearchSlot, string> }[];

describe('search index = brute-force substring search', () => {
  let t: TestContext;
  let index: SearchIndex;
  const docs = new Map<SearchKind, Docs>();

  beforeAll(async () => {
    t = await createTestContext();
    await loadDemoDataset(t.database.db, { patents: 120, products: 80 });
    await reindexAll(t.database.db);
    index = createSearchIndex({ db: t.database.db, dialect: t.database.dialect });
    for (const kind of SEARCH_KINDS) {
      const rows = await t.database.db
        .selectFrom('search_docs')
        .selectAll()
        .where('kind', '=', kind)
        .execute();
      docs.set(
        kind,
        rows.map((row) => ({
          id: Number(row.doc_id),
          slots: Object.fromEntries(
            SEARCH_SLOTS.map((slot) => [slot, foldDocument(normalizeText(row[slot]))]),
          ) as Record<SearchSlot, string>,
        })),
      );
    }
  }, 120_000);
  afterAll(() => t.close());

  /** The oracle: which documents the match selects, by reading every normalised slot. */
  function oracle(kind: SearchKind, match: Match): number[] {
    const test = (doc: Docs[number], m: Match): boolean => {
      switch (m.type) {
        case 'text':
          return m.slots.some((slot) => doc.slots[slot].includes(m.norm));
        case 'facet':
          throw new Error('facets are not part of the oracle');
        case 'not':
          return !test(doc, m.child);
        case 'and':
          return m.children.every((child) => test(doc, child));
        case 'or':
          return m.children.some((child) => test(doc, child));
      }
    };
    return docs
      .get(kind)!
      .filter((doc) => test(doc, match))
      .map((doc) => doc.id)
      .sort((a, b) => a - b);
  }

  async function compare(kind: SearchKind, query: string): Promise<number> {
    const match = await planMatch(parseQuery(query), {
      kind,
      synonyms: false,
      expand: () => Promise.resolve(new Map()),
      companies: () => Promise.resolve([]),
    });
    expect(match).not.toBeNull();
    const expected = oracle(kind, match!);
    const result = await index.search({
      kind,
      match,
      limit: 100_000,
      sort: { by: 'date', direction: 'asc' },
    });
    expect({ query, kind, total: result.total }).toEqual({ query, kind, total: expected.length });
    expect(result.hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual(expected);
    expect(await index.count({ kind, match })).toBe(expected.length);
    return expected.length;
  }

  const TERMS = [
    // one character
    '銅',
    '樹',
    '部',
    '"("',
    'a',
    '%',
    // two characters
    '樹脂',
    '組成',
    'pp',
    '質量',
    '〜5',
    // three and more
    '熱可塑性',
    '質量部',
    'ポリプロピレン',
    'エポキシ樹脂組成物',
    '100質量部に対して',
    'c08l',
    'mpa',
    // normalisation: full width, half-width kana, dash variants, case
    'ＰＰ',
    'ﾀﾙｸ',
    'MPa',
    'エチレン−プロピレン',
    // phrases with spaces and punctuation
    '"(a) "',
    '"、 "',
    // word-aware Latin text and numbers (word-forms.ts): whole words, plurals, hyphens, units
    'pa6',
    'mpas',
    '100質量部',
    '"10 mpa"',
    'four-point',
    'ipc:c08l23',
    // nothing matches
    'ぬるぽ',
    'zzzq',
  ];

  it.each(SEARCH_KINDS)(
    'matches terms of 1, 2 and 3+ characters exactly like brute force (%s)',
    async (kind) => {
      let found = 0;
      for (const term of TERMS) found += (await compare(kind, term)) > 0 ? 1 : 0;
      // The oracle must have been exercised with hits, not only with empty results.
      expect(found).toBeGreaterThan(kind === 'materials' ? 3 : 10);
    },
    60_000,
  );

  it('keeps the PostgreSQL gram table in step with the documents through rebuilds and updates', async () => {
    if (t.database.dialect !== 'postgres') return;
    const db = t.database.db;
    const source = SEARCH_SLOTS.map((slot) => `d.n_${slot}`).join(` || E'\\x01' || `);
    /** Rows whose gram-table row is missing, extra or stale. */
    const outOfStep = async () =>
      Number(
        (
          await sql<{ count: string }>`
            select count(*) as count from search_docs d full join search_doc_grams g using (kind, doc_id)
            where d.doc_id is null or g.doc_id is null or g.n_title <> d.n_title
              or g.grams <> search_grams3(${sql.raw(source)})`.execute(db)
        ).rows[0]!.count,
      );
    expect(await outOfStep()).toBe(0);
    // A rebuild of a kind that is already indexed (delete and insert in one transaction).
    await reindexAll(db, { kinds: ['examples'] });
    const patent = docs.get('patents')![0]!;
    await sql`update search_docs set n_title = n_title || '追記' where kind = 'patents' and doc_id = ${patent.id}`.execute(
      db,
    );
    expect(await outOfStep()).toBe(0);
    const found = await index.search({
      kind: 'patents',
      match: { type: 'text', norm: '追記', slots: ['title'] },
      limit: 10,
    });
    expect(found.hits.map((hit) => hit.id)).toEqual([patent.id]);
    await sql`update search_docs set n_title = ${patent.slots.title} where kind = 'patents' and doc_id = ${patent.id}`.execute(
      db,
    );
    expect(await outOfStep()).toBe(0);
  });

  it('answers combinations of known terms from the PostgreSQL term sets, as the SQL statements would', async () => {
    if (t.database.dialect !== 'postgres') return;
    // A score limit of 5: the title score of large results is compared too, not only the full score.
    const matcher = createPostgresMatcher(t.database.db, { scoreLimit: 5 });
    const version = 1;
    const plan = async (query: string) =>
      (await planMatch(parseQuery(query), {
        kind: 'patents',
        synonyms: false,
        expand: () => Promise.resolve(new Map()),
        companies: () => Promise.resolve([]),
      }))!;
    /** (id, score) pairs in id order: the two paths may list ids in another order. */
    const pairs = (result: { ids: ArrayLike<number>; scores: ArrayLike<number> | null }) =>
      Array.from(result.ids, (id, i) => [id, result.scores?.[i] ?? null] as const).sort(
        (a, b) => a[0] - b[0],
      );
    for (const query of ['樹脂', '組成物', 'ポリプロピレン', '質量部に対して']) {
      await matcher.match('patents', await plan(query), true, { version, cache: true });
    }
    const misses = matcher.termSets!.stats().misses;
    const combinations = [
      '樹脂 組成物',
      '樹脂 -組成物',
      '樹脂 OR ポリプロピレン',
      '(樹脂 | 組成物) ポリプロピレン -質量部に対して',
      'ポリプロピレン 質量部に対して',
    ];
    for (const query of combinations) {
      const match = await plan(query);
      for (const scored of [true, false]) {
        const fromSets = await matcher.match('patents', match, scored, { version, cache: true });
        const fromSql = await matcher.match('patents', match, scored);
        expect({ query, scored, result: pairs(fromSets) }).toEqual({ query, scored, result: pairs(fromSql) });
      }
    }
    // Only the set of every document (for the exclusions) was new: no term was looked up again.
    expect(matcher.termSets!.stats().misses).toBe(misses + 1);
    // And through the whole index (its own version), against brute force.
    for (const query of combinations) await compare('patents', query);
  });

  it('matches field prefixes and boolean combinations like brute force', { timeout: 60_000 }, async () => {
    for (const query of [
      'title:樹脂',
      'claims:質量部 abstract:課題',
      '樹脂 -エポキシ',
      '-樹脂',
      'ポリプロピレン OR エポキシ',
      '(ゴム | 合金) -title:組成物',
      'title:(樹脂 OR 合金) 質量部',
      '樹脂 OR -組成物',
      'ipc:C08L',
      'theme:4J',
    ]) {
      await compare('patents', query);
    }
    expect(await compare('patents', 'ipc:C08L')).toBeGreaterThan(0);
  });

  it('counts facets over the whole result and applies facet filters (AND across facets, OR within)', async () => {
    const match = await planMatch(parseQuery('樹脂'), {
      kind: 'patents',
      synonyms: false,
      expand: () => Promise.resolve(new Map()),
      companies: () => Promise.resolve([]),
    });
    const expected = new Set(oracle('patents', match!));
    const all = await index.search({
      kind: 'patents',
      match,
      facets: ['year', 'legal_status'],
      facetLimit: 1000,
    });
    const facetRows = await t.database.db
      .selectFrom('search_facets')
      .select(['doc_id', 'facet', 'value'])
      .where('kind', '=', 'patents')
      .where('facet', 'in', ['year', 'legal_status'])
      .execute();
    const countOf = (facet: string, value: string, ids: Set<number>) =>
      facetRows.filter((row) => row.facet === facet && row.value === value && ids.has(Number(row.doc_id)))
        .length;
    for (const item of all.facets.year!) expect(item.count).toBe(countOf('year', item.value, expected));
    const year = all.facets.year![0]!.value;
    const status = all.facets.legal_status![0]!.value;
    const filtered = await index.search({
      kind: 'patents',
      match,
      filters: [
        { facet: 'year', values: [year] },
        { facet: 'legal_status', values: [status, 'no-such-status'] },
      ],
      facets: ['year'],
      facetLimit: 1000,
      limit: 1000,
    });
    const both = [...expected].filter(
      (id) =>
        facetRows.some((row) => Number(row.doc_id) === id && row.facet === 'year' && row.value === year) &&
        facetRows.some(
          (row) => Number(row.doc_id) === id && row.facet === 'legal_status' && row.value === status,
        ),
    );
    expect(filtered.total).toBe(both.length);
    // The year facet ignores its own filter: it still shows the other years under the status filter.
    expect(filtered.facets.year!.length).toBeGreaterThan(1);
  });

  it('pages through a sorted result without gaps or repeats', async () => {
    const everything = await index.search({
      kind: 'examples',
      match: null,
      sort: { by: 'name', direction: 'asc' },
      limit: 100_000,
    });
    const pages = [];
    for (let page = 0; page < 4; page += 1) {
      const result = await index.search({
        kind: 'examples',
        match: null,
        sort: { by: 'name', direction: 'asc' },
        offset: page * 7,
        limit: 7,
      });
      expect(result.total).toBe(everything.total);
      pages.push(...result.hits.map((hit) => hit.id));
    }
    expect(pages).toEqual(everything.hits.slice(0, 28).map((hit) => hit.id));
  });

  it('keeps snapshots fresh across index writes (version stamp)', async () => {
    const before = await index.count({ kind: 'materials', match: null });
    const [first] = docs.get('materials')!;
    await index.remove('materials', [first!.id]);
    expect(await index.count({ kind: 'materials', match: null })).toBe(before - 1);
    await reindexAll(t.database.db, { kinds: ['materials'] });
    expect(await index.count({ kind: 'materials', match: null })).toBe(before);
  });

  it('rebuilds in pages with turns of the event loop between them, filling an empty kind page by page', async () => {
    // A server rebuilding its index in the background must keep answering (better-sqlite3 is synchronous).
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    const rebuild = async (kinds: SearchKind[]) => {
      turns = 0;
      counting = true;
      setImmediate(count);
      const counts = await reindexAll(t.database.db, { kinds });
      counting = false;
      return { counts, turns };
    };
    const patents = docs.get('patents')!.length;
    const rebuilt = await rebuild(['patents']);
    expect(rebuilt.counts.patents).toBe(patents);
    expect(rebuilt.turns).toBeGreaterThanOrEqual(patents / 10);

    // An empty kind (the first start) is written page by page, each page committed on its own.
    const before = await index.count({ kind: 'materials', match: null });
    await t.database.db.deleteFrom('search_docs').where('kind', '=', 'materials').execute();
    const filled = await rebuild(['materials']);
    expect(filled.turns).toBeGreaterThanOrEqual(before / 40);
    expect(await index.count({ kind: 'materials', match: null })).toBe(before);
    expect(await compare('materials', 'ポリ')).toBeGreaterThan(0);
  });

  it('fills an empty kind in larger pages offline (the build snapshot), to the same index', async () => {
    const pages: number[] = [];
    const patents = docs.get('patents')!.length;
    await t.database.db.deleteFrom('search_docs').where('kind', '=', 'patents').execute();
    const counts = await reindexAll(t.database.db, {
      kinds: ['patents', 'examples'],
      offline: true,
      onProgress: ({ kind, done }) => {
        if (kind === 'patents') pages.push(done);
      },
    });
    expect(counts.patents).toBe(patents);
    // 120 patents: one page offline (200), where a server writes twelve pages of ten.
    expect(pages).toEqual([patents]);
    for (const query of ['ポリプロピレン', 'title:樹脂', '引張 -タルク']) await compare('patents', query);
    expect(await compare('examples', 'ポリ')).toBeGreaterThan(0);
  });

  it('answers a repeated request from its cache, and never across an index change', async () => {
    const request = {
      kind: 'materials' as const,
      match: { type: 'text' as const, norm: normalizeText('ポリ'), slots: ['title' as const] },
      facets: ['category'],
      limit: 5,
    };
    const first = await index.search(request);
    const { hits, misses } = index.resultCache.stats();
    const again = await index.search({ ...request, facets: ['category'] });
    expect(again).toBe(first);
    expect(index.resultCache.stats()).toMatchObject({ hits: hits + 1, misses });
    // Shared by every request that asks the same: frozen.
    expect(Object.isFrozen(first.hits)).toBe(true);
    expect(() => (first.hits as unknown[]).push({ id: 1, score: 0 })).toThrow();
    // Another page is another request.
    expect((await index.search({ ...request, offset: 5 })).hits).not.toEqual(first.hits);

    const newcomer = {
      id: Math.max(...docs.get('materials')!.map((doc) => doc.id)) + 1000,
      parentId: null,
      slots: { title: 'ポリキャッシュ試験材' },
      facets: [['category', 'polymer']] as const,
      numbers: [],
      date: null,
      name: 'ポリキャッシュ試験材',
    };
    await index.index('materials', [newcomer]);
    const after = await index.search(request);
    expect(after.total).toBe(first.total + 1);
    await index.remove('materials', [newcomer.id]);
    expect((await index.search(request)).total).toBe(first.total);
  });

  it('shares one text match between refinements of a query, and never across an index change', async () => {
    const match = { type: 'text' as const, norm: normalizeText('ポリ'), slots: ['title' as const] };
    const all = await index.search({ kind: 'materials', match, limit: 100 });
    const category = 'polymer';
    const { hits, misses } = index.matchCache.stats();
    // Another facet filter and another page: new index requests, the same text match.
    const filtered = await index.search({
      kind: 'materials',
      match,
      filters: [{ facet: 'category', values: [category] }],
      offset: 1,
      limit: 100,
    });
    expect(index.matchCache.stats()).toMatchObject({ hits: hits + 1, misses });
    expect(filtered.total).toBeLessThanOrEqual(all.total);

    const newcomer = {
      id: Math.max(...docs.get('materials')!.map((doc) => doc.id)) + 2000,
      parentId: null,
      slots: { title: 'ポリ照合試験材' },
      facets: [['category', category]] as const,
      numbers: [],
      date: null,
      name: 'ポリ照合試験材',
    };
    await index.index('materials', [newcomer]);
    const after = await index.search({ kind: 'materials', match, limit: 100 });
    expect(after.total).toBe(all.total + 1);
    expect(after.hits.map((hit) => hit.id)).toContain(newcomer.id);
    await index.remove('materials', [newcomer.id]);
    expect((await index.search({ kind: 'materials', match, limit: 100 })).total).toBe(all.total);
  });
});

describe('topK', () => {
  it('returns the first k in order, like a full sort', () => {
    const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    const compare = (a: number, b: number) => b - a;
    expect(topK(items, compare, 10)).toEqual([...items].sort(compare).slice(0, 10));
    expect(topK(items, compare, 0)).toEqual([]);
    expect(topK([3, 1, 2], compare, 10)).toEqual([3, 2, 1]);
  });
});
