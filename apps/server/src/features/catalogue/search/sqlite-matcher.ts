import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type RawBuilder } from 'kysely';
import type { DbExecutor } from '../../../db/schema.js';
import { ftsColumnText, ftsPhrase, parseIdList } from './grams.js';
import { SEARCH_SLOTS, SLOT_WEIGHTS, type Match, type SearchKind, type TextMatcher } from './search-types.js';

/*
 * SQLite: one contentless FTS5 table per kind (search_fts_<kind>, columns = SEARCH_SLOTS) over the gram
 * streams of grams.ts, tokenised by the `ascii` tokenizer. A term is an FTS5 phrase of its 2-grams, which
 * matches exactly where the term is a substring of the normalised slot: no re-check needed. Relevance is
 * FTS5's BM25 with per-slot weights.
 */

const WEIGHTS = SEARCH_SLOTS.map((slot) => SLOT_WEIGHTS[slot]).join(', ');
/** Above this many documents relevance is approximated (see scoresFor). */
const BM25_LIMIT = 20_000;

const parseIds = parseIdList;
const BATCH = 200;

/** Pages written per step of the index merge after a rebuild (some tens of milliseconds). */
const MERGE_PAGES = 64;
/** A bound on the steps, should FTS5 ever keep reporting work. */
const MAX_MERGE_STEPS = 100_000;

function ftsTable(kind: SearchKind): RawBuilder<unknown> {
  return sql.raw(`search_fts_${kind}`);
}

/** The FTS5 expression of a match, or null when FTS5 cannot express it alone (facets, bare negations). */
function ftsExpression(match: Match): string | null {
  switch (match.type) {
    case 'text': {
      const phrase = ftsPhrase(match.norm);
      if (match.slots.length === SEARCH_SLOTS.length) return phrase;
      return `{${match.slots.join(' ')}} : ${phrase}`;
    }
    case 'facet':
    case 'not':
      return null;
    case 'or': {
      const parts = match.children.map(ftsExpression);
      if (parts.some((part) => part === null)) return null;
      return parts.map((part) => `(${part})`).join(' OR ');
    }
    case 'and': {
      const positives: string[] = [];
      const negatives: string[] = [];
      for (const child of match.children) {
        const part = ftsExpression(child.type === 'not' ? child.child : child);
        if (part === null) return null;
        (child.type === 'not' ? negatives : positives).push(`(${part})`);
      }
      if (positives.length === 0) return null;
      const positive = positives.join(' AND ');
      return negatives.length === 0 ? positive : `(${positive}) NOT (${negatives.join(' OR ')})`;
    }
  }
}

/** The terms a document must or may contain (outside negations): what relevance is computed from. */
function positiveTexts(match: Match): Extract<Match, { type: 'text' }>[] {
  switch (match.type) {
    case 'text':
      return [match];
    case 'facet':
    case 'not':
      return [];
    case 'and':
    case 'or':
      return match.children.flatMap(positiveTexts);
  }
}

export function createSqliteMatcher(db: DbExecutor): TextMatcher {
  /** A condition on `search_docs.doc_id` for any match tree. */
  function condition(kind: SearchKind, match: Match): RawBuilder<unknown> {
    const expression = match.type === 'not' ? null : ftsExpression(match);
    if (expression !== null) {
      return sql`doc_id in (select rowid from ${ftsTable(kind)} where ${ftsTable(kind)} match ${expression})`;
    }
    switch (match.type) {
      case 'facet':
        return sql`doc_id in (select doc_id from search_facets where kind = ${kind} and facet = ${match.facet}
          and value in (${sql.join(match.values.map((value) => sql`${value}`))}))`;
      case 'not':
        return sql`not (${condition(kind, match.child)})`;
      case 'and':
        return sql`(${sql.join(
          match.children.map((child) => condition(kind, child)),
          sql` and `,
        )})`;
      case 'or':
        return sql`(${sql.join(
          match.children.map((child) => condition(kind, child)),
          sql` or `,
        )})`;
      case 'text':
        throw new Error('unreachable: a text match is always an FTS expression');
    }
  }

  /** Matching rowids as one comma-separated string: 86,000 ids cost 8 ms instead of 30 ms of row objects. */
  async function idsOf(kind: SearchKind, expression: string): Promise<Int32Array> {
    const table = ftsTable(kind);
    const { rows } = await sql<{ ids: string | null }>`
      select group_concat(rowid) as ids from ${table} where ${table} match ${expression}
    `.execute(db);
    return parseIds(rows[0]?.ids);
  }

  /**
   * A cheap upper bound of the number of matches: a term cannot occur in more documents than its middle
   * 2-gram (one token: FTS5 counts a single doclist in a few ms even at 100,000 documents, while a
   * phrase costs as much as the search itself); AND takes the smallest, OR the sum.
   */
  async function upperBound(kind: SearchKind, match: Match): Promise<number> {
    switch (match.type) {
      case 'text': {
        const phrase = ftsPhrase(match.norm).slice(1, -1).split(' ');
        const token = phrase[Math.floor(phrase.length / 2)]!;
        const scope = match.slots.length === SEARCH_SLOTS.length ? '' : `{${match.slots.join(' ')}} : `;
        return countOf(kind, `${scope}"${token}"`);
      }
      case 'facet':
      case 'not':
        return Number.POSITIVE_INFINITY;
      case 'and': {
        let bound = Number.POSITIVE_INFINITY;
        for (const child of match.children) {
          if (child.type !== 'not') bound = Math.min(bound, await upperBound(kind, child));
        }
        return bound;
      }
      case 'or': {
        let bound = 0;
        for (const child of match.children) {
          bound += await upperBound(kind, child);
          if (bound > BM25_LIMIT) break;
        }
        return bound;
      }
    }
  }

  async function countOf(kind: SearchKind, expression: string): Promise<number> {
    const table = ftsTable(kind);
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from ${table} where ${table} match ${expression}
    `.execute(db);
    return Number(rows[0]?.count ?? 0);
  }

  /** BM25 with the slot weights (higher is better). The CTE keeps bm25() out of the aggregate. */
  async function bm25Of(kind: SearchKind, expression: string): Promise<Map<number, number>> {
    const table = ftsTable(kind);
    const { rows } = await sql<{ ids: string | null; scores: string | null }>`
      with m as materialized (
        select rowid as id, -bm25(${table}, ${sql.raw(WEIGHTS)}) as score from ${table} where ${table} match ${expression}
      )
      select group_concat(id) as ids, group_concat(score) as scores from m
    `.execute(db);
    const ids = parseIds(rows[0]?.ids);
    const scores = rows[0]?.scores ? rows[0].scores.split(',').map(Number) : [];
    const result = new Map<number, number>();
    ids.forEach((id, i) => result.set(id, scores[i] ?? 0));
    return result;
  }

  /**
   * Relevance of the documents of a match. BM25 up to BM25_LIMIT documents; above that (queries of
   * only very common terms, where BM25's idf is near zero and its ranking near arbitrary, at ~1 µs per
   * document) the number of positive terms in the title, ties broken newest first by the caller.
   */
  async function scoresFor(kind: SearchKind, match: Match, ids: Int32Array): Promise<Float64Array> {
    const scores = new Float64Array(ids.length);
    const positives = positiveTexts(match);
    if (positives.length === 0) return scores;
    const expression = positives.map((part) => `(${ftsExpression(part)})`).join(' OR ');
    if (ids.length <= BM25_LIMIT) {
      const bm25 = await bm25Of(kind, expression);
      ids.forEach((id, i) => {
        scores[i] = bm25.get(id) ?? 0;
      });
      return scores;
    }
    for (const term of positives.slice(0, 8)) {
      if (!term.slots.includes('title')) continue;
      // Both lists are in rowid order (FTS5 and search_docs return rowids ascending): a merge, no map.
      const hits = await idsOf(kind, `{title} : ${ftsPhrase(term.norm)}`);
      for (let i = 0, j = 0; i < ids.length && j < hits.length;) {
        if (ids[i]! < hits[j]!) i += 1;
        else if (ids[i]! > hits[j]!) j += 1;
        else {
          scores[i]! += 1;
          i += 1;
          j += 1;
        }
      }
    }
    return scores;
  }

  return {
    engine: 'sqlite-fts5',
    storesNormalizedSlots: false,

    async match(kind, match, scored) {
      const expression = ftsExpression(match);
      let ids: Int32Array;
      if (expression !== null) {
        // One pass with BM25 when the result cannot be large; else ids only, and BM25 in a second pass
        // only if the result turns out small enough after all.
        if (scored && (await upperBound(kind, match)) <= BM25_LIMIT) {
          const scores = await bm25Of(kind, expression);
          return { ids: Int32Array.from(scores.keys()), scores: Float64Array.from(scores.values()) };
        }
        ids = await idsOf(kind, expression);
      } else {
        // Trees FTS5 cannot express alone (facet conditions of 名寄せ, negations under OR, only negations).
        const { rows } = await sql<{ ids: string | null }>`
          select group_concat(doc_id) as ids from (
            select doc_id from search_docs where kind = ${kind} and ${condition(kind, match)} order by doc_id
          )
        `.execute(db);
        ids = parseIds(rows[0]?.ids);
      }
      return { ids, scores: scored ? await scoresFor(kind, match, ids) : null };
    },

    async write(executor, kind, documents) {
      const table = ftsTable(kind);
      for (let start = 0; start < documents.length; start += BATCH) {
        const batch = documents.slice(start, start + BATCH);
        const rows = batch.map(
          (doc) =>
            sql`(${sql.join([sql`${doc.id}`, ...SEARCH_SLOTS.map((slot) => sql`${ftsColumnText(doc.slots[slot])}`)])})`,
        );
        await sql`insert into ${table} (rowid, ${sql.raw(SEARCH_SLOTS.join(', '))}) values ${sql.join(rows)}`.execute(
          executor,
        );
      }
    },

    async settle(kind, full) {
      // One b-tree instead of dozens of segments after a rebuild; incremental writes are merged by FTS5's
      // own automerge as they come. Not 'optimize': in one statement it blocked the event loop for 2–7 s
      // on the demo patents. 'merge' with a negative budget does the same work (every level may merge) in
      // steps of MERGE_PAGES pages; FTS5 reports the end as total_changes() growing by less than 2.
      if (!full) return;
      const table = ftsTable(kind);
      const totalChanges = async () =>
        Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0);
      for (let step = 0; step < MAX_MERGE_STEPS; step += 1) {
        const before = await totalChanges();
        await sql`insert into ${table} (${table}, rank) values ('merge', ${-MERGE_PAGES})`.execute(db);
        if ((await totalChanges()) - before < 2) break;
        await nextTurn();
      }
    },

    async erase(executor, kind, ids) {
      const table = ftsTable(kind);
      if (ids === 'all') {
        await sql`insert into ${table} (${table}) values ('delete-all')`.execute(executor);
        return;
      }
      for (let start = 0; start < ids.length; start += BATCH) {
        const batch = ids.slice(start, start + BATCH);
        await sql`delete from ${table} where rowid in (${sql.join(batch.map((id) => sql`${id}`))})`.execute(
          executor,
        );
      }
    },
  };
}
