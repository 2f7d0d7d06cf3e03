import { sql, type RawBuilder } from 'kysely';
import type { DbExecutor } from '../../db/schema.js';
import { characters, containmentGrams } from './grams.js';
import { escapeLike } from './normalize.js';
import {
  SEARCH_SLOTS,
  SLOT_WEIGHTS,
  type Match,
  type SearchKind,
  type SearchSlot,
  type TextMatcher,
} from './search-types.js';

/*
 * PostgreSQL: the design measured in decisions §2. search_docs keeps the normalised slots (n_*); a partial
 * GIN index per kind covers search_grams(<all n_* joined by U+0001>), the distinct 1- and 2-character grams.
 * A term is looked up by array containment of its grams and re-checked with LIKE on the normalised slots
 * (substring semantics). The re-check is skipped where containment is already exact: a term of one or
 * two characters searched in all slots (no gram can span two slots: U+0001 never occurs in a term).
 * Relevance is a simple field-weighted term frequency.
 */

/** Must stay identical to the indexed expression of migration 0012_search_index. */
const GRAM_SOURCE = SEARCH_SLOTS.map((slot) => `n_${slot}`).join(` || E'\\x01' || `);
const GRAMS = sql.raw(`search_grams(${GRAM_SOURCE})`);

function column(slot: string): RawBuilder<unknown> {
  return sql.raw(`n_${slot}`);
}

type TextMatch = Extract<Match, { type: 'text' }>;

/** Slots in the order the re-check reads them: short ones first, OR stops at the first hit. */
const RECHECK_ORDER: readonly SearchSlot[] = [
  'title',
  'abstract',
  'party',
  'extra',
  'codes',
  'claims',
  'description',
];

function likeAny(match: TextMatch): RawBuilder<unknown> {
  const pattern = `%${escapeLike(match.norm)}%`;
  const slots = RECHECK_ORDER.filter((slot) => match.slots.includes(slot));
  return sql`(${sql.join(
    slots.map((slot) => sql`${column(slot)} like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** Whether a subtree can be found through the gram index (every OR arm needs an index condition). */
function indexable(match: Match): boolean {
  switch (match.type) {
    case 'text':
      return true;
    case 'facet':
    case 'not':
      return false;
    case 'and':
      return match.children.some(indexable);
    case 'or':
      return match.children.every(indexable);
  }
}

function condition(kind: SearchKind, match: Match, useIndex: boolean): RawBuilder<unknown> {
  switch (match.type) {
    case 'text': {
      if (!useIndex) return likeAny(match);
      const grams = sql`${GRAMS} @> ${containmentGrams(match.norm)}::text[]`;
      const exact = match.slots.length === SEARCH_SLOTS.length && characters(match.norm).length <= 2;
      return exact ? sql`(${grams})` : sql`(${grams} and ${likeAny(match)})`;
    }
    case 'facet':
      return sql`doc_id in (select doc_id from search_facets where kind = ${kind} and facet = ${match.facet}
        and value in (${sql.join(match.values.map((value) => sql`${value}`))}))`;
    case 'not':
      return sql`not (${condition(kind, match.child, false)})`;
    case 'and':
      return sql`(${sql.join(
        match.children.map((child) => condition(kind, child, useIndex)),
        sql` and `,
      )})`;
    case 'or': {
      const arms = useIndex && indexable(match);
      return sql`(${sql.join(
        match.children.map((child) => condition(kind, child, arms)),
        sql` or `,
      )})`;
    }
  }
}

function positiveTexts(match: Match): TextMatch[] {
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

/**
 * Σ over positive terms and their slots of weight × ln(1 + occurrences). The long description (weight 1
 * of 25) is left out: reading every matched description would cost more than the whole lookup.
 */
function scoreExpression(match: Match): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  for (const term of positiveTexts(match)) {
    const length = characters(term.norm).length;
    for (const slot of term.slots) {
      const weight = sql.lit(SLOT_WEIGHTS[slot]);
      if (slot === 'description') {
        parts.push(
          sql`case when strpos(${column(slot)}, ${term.norm}) > 0 then ${weight} * ln(2) else 0 end`,
        );
      } else {
        parts.push(
          sql`${weight} * ln(1 + (length(${column(slot)}) - length(replace(${column(slot)}, ${term.norm}, ''))) / ${sql.lit(length)}::float8)`,
        );
      }
    }
  }
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`;
}

/** The statement of a match (exported for the plan test). */
export function matchStatement(kind: SearchKind, match: Match, scored: boolean) {
  const where = condition(kind, match, indexable(match));
  const score = scored ? scoreExpression(match) : sql`0`;
  // The partial gram index of the kind is the only index whose leading column the query can use
  // (migration 0012); search_grams() costs 1000, so a plan computing it per row is never cheaper.
  return sql<{ id: number; score: number }>`
    select doc_id as id, ${score} as score from search_docs where kind = ${sql.lit(kind)} and ${where}
  `;
}

export function createPostgresMatcher(db: DbExecutor): TextMatcher {
  return {
    engine: 'postgres-ngram',
    storesNormalizedSlots: true,

    async match(kind, match, scored) {
      const { rows } = await matchStatement(kind, match, scored).execute(db);
      return { ids: rows.map((row) => row.id), scores: scored ? rows.map((row) => Number(row.score)) : null };
    },

    async settle(kind) {
      // New GIN entries wait in a pending list that every query scans linearly until (auto)vacuum merges
      // it: after a bulk write the first searches took ~0.5 s each. Merge it now.
      await sql`select gin_clean_pending_list(${`search_docs_grams_${kind}`}::regclass)`.execute(db);
    },

    // search_docs.n_* are written with the document itself; the GIN index follows them.
    async write() {},
    async erase() {},
  };
}
