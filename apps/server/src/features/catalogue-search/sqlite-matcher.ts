import { sql, type RawBuilder } from 'kysely';
import type { DbExecutor } from '../../db/schema.js';
import { ftsColumnText, ftsPhrase } from './grams.js';
import { SEARCH_SLOTS, SLOT_WEIGHTS, type Match, type SearchKind, type TextMatcher } from './search-types.js';

/*
 * SQLite: one contentless FTS5 table per kind (search_fts_<kind>, columns = SEARCH_SLOTS) over the gram
 * streams of grams.ts, tokenised by the `ascii` tokenizer. A term is an FTS5 phrase of its 2-grams, which
 * matches exactly where the term is a substring of the normalised slot: no re-check needed. Relevance is
 * FTS5's BM25 with per-slot weights.
 */

const WEIGHTS = SEARCH_SLOTS.map((slot) => SLOT_WEIGHTS[slot]).join(', ');
const BATCH = 200;

function ftsTable(kind: SearchKind): RawBuilder<unknown> {
  return sql.raw(`search_fts_${kind}`);
}

/** The FTS5 expression of a match, or null when FTS5 cannot express it alone (facets, bare negations). */
export function ftsExpression(match: Match): string | null {
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
function positiveTexts(match: Match): Match[] {
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

  async function scoresOf(kind: SearchKind, expression: string): Promise<{ id: number; score: number }[]> {
    const table = ftsTable(kind);
    const { rows } = await sql<{ id: number; score: number }>`
      select rowid as id, -bm25(${table}, ${sql.raw(WEIGHTS)}) as score from ${table} where ${table} match ${expression}
    `.execute(db);
    return rows;
  }

  return {
    engine: 'sqlite-fts5',
    storesNormalizedSlots: false,

    async match(kind, match, scored) {
      const expression = ftsExpression(match);
      if (expression !== null) {
        if (scored) {
          const rows = await scoresOf(kind, expression);
          return { ids: rows.map((row) => row.id), scores: rows.map((row) => row.score) };
        }
        const table = ftsTable(kind);
        const { rows } = await sql<{ id: number }>`
          select rowid as id from ${table} where ${table} match ${expression}
        `.execute(db);
        return { ids: rows.map((row) => row.id), scores: null };
      }
      // Trees FTS5 cannot express alone (facet conditions of 名寄せ, negations under OR, only negations).
      const { rows } = await sql<{ id: number }>`
        select doc_id as id from search_docs where kind = ${kind} and ${condition(kind, match)}
      `.execute(db);
      const ids = rows.map((row) => row.id);
      if (!scored) return { ids, scores: null };
      const positives = positiveTexts(match).map(ftsExpression);
      if (positives.length === 0) return { ids, scores: ids.map(() => 0) };
      const byId = new Map(
        (await scoresOf(kind, positives.map((part) => `(${part})`).join(' OR '))).map((row) => [
          row.id,
          row.score,
        ]),
      );
      return { ids, scores: ids.map((id) => byId.get(id) ?? 0) };
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
      // own automerge as they come.
      if (full) await sql`insert into ${ftsTable(kind)} (${ftsTable(kind)}) values ('optimize')`.execute(db);
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
