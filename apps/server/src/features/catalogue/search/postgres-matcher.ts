import { sql, type RawBuilder } from 'kysely';
import type { DbExecutor } from '../../../db/schema.js';
import { POSTGRES_GRAM_LENGTH, characters, containmentGrams, parseIdList } from './grams.js';
import { createResultCache } from './result-cache.js';
import { addFlags, difference, intersect, union } from './sorted-sets.js';
import {
  SEARCH_SLOTS,
  SLOT_WEIGHTS,
  type Match,
  type SearchKind,
  type SearchSlot,
  type TextMatcher,
} from './search-types.js';

/*
 * PostgreSQL: the design measured in docs/spec/product.md and decision 0010. search_docs keeps the normalised slots
 * (n_*); search_doc_grams (migration 0016, kept in step by a trigger) holds per document its id, its
 * normalised title and the distinct 1-, 2- and 3-character grams of all slots joined by U+0001, under a
 * partial GIN index per kind. A term is looked up by array containment of its grams; it is re-checked with
 * strpos on the normalised slots (substring semantics) only where containment is not already exact: a term
 * of up to three characters searched in all slots is one gram (no gram spans two slots: U+0001 never
 * occurs in a term). Re-checks of the title read the narrow table; other slots join the wide search_docs
 * row. Relevance is a simple field-weighted term frequency.
 */

/** The narrow gram table and the wide document table, as the statements alias them. */
const GRAMS_ROW = sql.raw('g');
const DOCS_ROW = sql.raw('d');

/** A normalised slot: the title from the narrow row, every other slot from the wide one. */
function column(slot: SearchSlot): RawBuilder<unknown> {
  return slot === 'title' ? sql.raw('g.n_title') : sql.raw(`d.n_${slot}`);
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

/** The term in any of its slots. strpos, not LIKE: same substring test, measured ~20 % faster on long slots. */
function inAnySlot(match: TextMatch): RawBuilder<unknown> {
  const slots = RECHECK_ORDER.filter((slot) => match.slots.includes(slot));
  return sql`(${sql.join(
    slots.map((slot) => sql`strpos(${column(slot)}, ${match.norm}) > 0`),
    sql` or `,
  )})`;
}

function needsRecheck(match: TextMatch): boolean {
  return !(
    match.slots.length === SEARCH_SLOTS.length && characters(match.norm).length <= POSTGRES_GRAM_LENGTH
  );
}

/** Whether the re-check of a term reads a slot other than the title (the wide search_docs row). */
function readsWideRow(match: TextMatch): boolean {
  return needsRecheck(match) && match.slots.some((slot) => slot !== 'title');
}

/** The rows a statement reads: the narrow gram row, joined to the wide document row when needed. */
function rows(kind: SearchKind, wide: boolean): RawBuilder<unknown> {
  return wide
    ? sql`search_doc_grams ${GRAMS_ROW} join search_docs ${DOCS_ROW}
        on ${DOCS_ROW}.kind = ${sql.lit(kind)} and ${DOCS_ROW}.doc_id = ${GRAMS_ROW}.doc_id`
    : sql`search_doc_grams ${GRAMS_ROW}`;
}

/**
 * The documents of one scan of the gram index: those containing the grams of every term, re-checked by
 * strpos where containment alone is not exact. GIN array containment is exact, so the containment is only
 * ever an index condition.
 */
function scanCondition(kind: SearchKind, terms: readonly TextMatch[]): RawBuilder<unknown> {
  const grams = [...new Set(terms.flatMap((term) => containmentGrams(term.norm)))];
  const rechecks = terms.filter(needsRecheck).map(inAnySlot);
  return sql`${GRAMS_ROW}.kind = ${sql.lit(kind)} and ${GRAMS_ROW}.grams @> ${grams}::text[]${
    rechecks.length > 0 ? sql` and ${sql.join(rechecks, sql` and `)}` : sql``
  }`;
}

function scan(kind: SearchKind, terms: readonly TextMatch[]): RawBuilder<unknown> {
  return sql`(select ${GRAMS_ROW}.doc_id from ${rows(kind, terms.some(readsWideRow))}
    where ${scanCondition(kind, terms)})`;
}

/** The terms of a match that is one gram scan (a term, or an AND of terms), else null. */
function singleScan(match: Match): TextMatch[] | null {
  if (match.type === 'text') return [match];
  if (match.type !== 'and') return null;
  const texts = match.children.filter((child): child is TextMatch => child.type === 'text');
  return texts.length === match.children.length ? texts : null;
}

function everything(kind: SearchKind): RawBuilder<unknown> {
  return sql`(select doc_id from search_doc_grams where kind = ${sql.lit(kind)})`;
}

/**
 * The set of documents of a match as SQL set operations: one gram scan per AND of terms, UNION for OR,
 * INTERSECT for other AND-ed parts, EXCEPT for negations. Set operations keep the containment an index
 * condition: in a single WHERE, an OR of terms made PostgreSQL re-evaluate the whole OR per row after the
 * bitmap scan (seconds per query with the expression index of migration 0012).
 */
function setOf(kind: SearchKind, match: Match): RawBuilder<unknown> {
  switch (match.type) {
    case 'text':
      return scan(kind, [match]);
    case 'facet':
      return sql`(select doc_id from search_facets where kind = ${kind} and facet = ${match.facet}
        and value in (${sql.join(match.values.map((value) => sql`${value}`))}))`;
    case 'not':
      return sql`(${everything(kind)} except ${setOf(kind, match.child)})`;
    case 'or':
      return sql`(${sql.join(
        match.children.map((child) => setOf(kind, child)),
        sql` union `,
      )})`;
    case 'and': {
      const texts = match.children.filter((child): child is TextMatch => child.type === 'text');
      const others = match.children.filter((child) => child.type !== 'text' && child.type !== 'not');
      const negated = match.children.flatMap((child) => (child.type === 'not' ? [child.child] : []));
      const positives = [
        ...(texts.length > 0 ? [scan(kind, texts)] : []),
        ...others.map((child) => setOf(kind, child)),
      ];
      let set = positives.length > 0 ? sql`(${sql.join(positives, sql` intersect `)})` : everything(kind);
      for (const child of negated) set = sql`(${set} except ${setOf(kind, child)})`;
      return set;
    }
  }
}

/** The terms of a match; negated ones only when asked (they select documents but score nothing). */
function textsOf(match: Match, { negated = false } = {}): TextMatch[] {
  switch (match.type) {
    case 'text':
      return [match];
    case 'facet':
      return [];
    case 'not':
      return negated ? textsOf(match.child, { negated }) : [];
    case 'and':
    case 'or':
      return match.children.flatMap((child) => textsOf(child, { negated }));
  }
}

function positiveTexts(match: Match): TextMatch[] {
  return textsOf(match);
}

/**
 * Relevance: Σ over positive terms of slot weight × ln(1 + occurrences) in the title and the abstract,
 * plus the weight of each other slot that contains the term (presence only: counting in long claims
 * cost more than the lookup). The description (weight 1 of 27) is left out.
 */
function fullScore(match: Match): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  for (const term of positiveTexts(match)) {
    const length = characters(term.norm).length;
    for (const slot of term.slots) {
      if (slot === 'description') continue;
      const weight = sql.lit(SLOT_WEIGHTS[slot]);
      parts.push(
        slot === 'title' || slot === 'abstract'
          ? sql`${weight} * ln(1 + (length(${column(slot)}) - length(replace(${column(slot)}, ${term.norm}, ''))) / ${sql.lit(length)}::float8)`
          : sql`case when strpos(${column(slot)}, ${term.norm}) > 0 then ${weight} else 0 end`,
      );
    }
  }
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`;
}

/** The cheap score of very large results: how many positive terms the (short, inline) title contains. */
function titleScore(match: Match): RawBuilder<unknown> {
  const parts = positiveTexts(match)
    .filter((term) => term.slots.includes('title'))
    .slice(0, 8)
    .map((term) => sql`case when strpos(g.n_title, ${term.norm}) > 0 then 1 else 0 end`);
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`;
}

/** The statement of a match: ids (and, with the title score, scores) as comma-separated lists. */
function matchStatement(kind: SearchKind, match: Match, mode: 'none' | 'title') {
  const scores = mode === 'title' ? sql`string_agg((${titleScore(match)})::text, ',')` : sql`null`;
  const single = singleScan(match);
  if (single) {
    // One scan: read the rows once, no join back.
    return sql<{ ids: string | null; scores: string | null }>`
      select string_agg(g.doc_id::text, ',') as ids, ${scores} as scores
      from ${rows(kind, single.some(readsWideRow))} where ${scanCondition(kind, single)}
    `;
  }
  const set = setOf(kind, match);
  // string_agg: one text value instead of tens of thousands of rows over the wire.
  if (mode === 'none') {
    return sql<{ ids: string | null; scores: string | null }>`
      select string_agg(doc_id::text, ',') as ids, null as scores from ${set} as matched
    `;
  }
  return sql<{ ids: string | null; scores: string | null }>`
    select string_agg(g.doc_id::text, ',') as ids, ${scores} as scores
    from ${rows(kind, false)} join ${set} as matched on matched.doc_id = g.doc_id
    where g.kind = ${sql.lit(kind)}
  `;
}

/**
 * The full score of documents already matched: read by id, without the gram lookup and the re-check a
 * second match would repeat (the re-check reads descriptions, the score does not).
 */
function fullScoreStatement(kind: SearchKind, match: Match, ids: Int32Array) {
  return sql<{ ids: string | null; scores: string | null }>`
    select string_agg(g.doc_id::text, ',') as ids, string_agg((${fullScore(match)})::text, ',') as scores
    from ${rows(kind, true)} where g.kind = ${sql.lit(kind)} and g.doc_id = any(${Array.from(ids)}::bigint[])
  `;
}

function parseScores(list: string | null | undefined): number[] {
  return list ? list.split(',').map(Number) : [];
}

/** Above this many documents relevance is the title score only (sqlite-matcher.ts: BM25_LIMIT). */
const SCORE_LIMIT = 2_000;

/**
 * Term sets: the documents of one term (ascending ids, and whether each title contains the term), kept per
 * index version. A query combining terms already looked up — the same words in new combinations, with
 * synonyms, exclusions — is then answered by set algebra in the process, without the gram scan and the
 * re-check of long terms (hundreds of milliseconds for a common 4+-character term on 100,000 patents).
 * An entry holds 5 bytes per document of its term: at most some hundred kilobytes per 100,000 patents.
 */
const TERM_SETS = 128;

interface TermSet {
  ids: Int32Array;
  /** 1 where the title contains the term (the title score), aligned with ids. */
  titles: Uint8Array;
}

function termSetStatement(kind: SearchKind, term: TextMatch | null) {
  const titles = term ? sql`(strpos(g.n_title, ${term.norm}) > 0)::int::text` : sql`'0'`;
  return sql<{ ids: string | null; titles: string | null }>`
    select string_agg(g.doc_id::text, ',' order by g.doc_id) as ids,
      string_agg(${titles}, '' order by g.doc_id) as titles
    from ${rows(kind, term ? readsWideRow(term) : false)}
    where ${term ? scanCondition(kind, [term]) : sql`g.kind = ${sql.lit(kind)}`}
  `;
}

/** Whether a match is made of terms only (no facet of the applicant/maker name merging). */
function onlyTerms(match: Match): boolean {
  if (match.type === 'text') return true;
  if (match.type === 'facet') return false;
  if (match.type === 'not') return onlyTerms(match.child);
  return match.children.every(onlyTerms);
}

function termKey(term: TextMatch): string {
  return `${term.slots.join(',')}|${term.norm}`;
}

function hasNegation(match: Match): boolean {
  if (match.type === 'not') return true;
  return match.type === 'and' || match.type === 'or' ? match.children.some(hasNegation) : false;
}

/** The documents of a term-only match from its term sets (same semantics as setOf's SQL). */
function evaluate(match: Match, sets: Map<string, TermSet>, everyDocument: Int32Array | null): Int32Array {
  switch (match.type) {
    case 'text':
      return sets.get(termKey(match))!.ids;
    case 'facet':
      throw new Error('facets are matched in SQL');
    case 'not':
      return difference(everyDocument!, evaluate(match.child, sets, everyDocument));
    case 'or':
      return match.children.map((child) => evaluate(child, sets, everyDocument)).reduce(union);
    case 'and': {
      const positives = match.children.filter((child) => child.type !== 'not');
      let result =
        positives.length > 0
          ? positives.map((child) => evaluate(child, sets, everyDocument)).reduce(intersect)
          : everyDocument!;
      for (const child of match.children)
        if (child.type === 'not') result = difference(result, evaluate(child.child, sets, everyDocument));
      return result;
    }
  }
}

export function createPostgresMatcher(
  db: DbExecutor,
  { scoreLimit = SCORE_LIMIT }: { scoreLimit?: number } = {},
): TextMatcher {
  const termSets = createResultCache(TERM_SETS);

  /** The term set of `term` (null: every document of the kind) on this index version. */
  function termSet(kind: SearchKind, version: number, term: TextMatch | null): Promise<TermSet> {
    return termSets.get(`${kind}|${version}|${term ? termKey(term) : '*'}`, async () => {
      const row = (await termSetStatement(kind, term).execute(db)).rows[0];
      const ids = parseIdList(row?.ids);
      const titles = new Uint8Array(ids.length);
      const flags = row?.titles ?? '';
      for (let i = 0; i < titles.length; i += 1) titles[i] = flags.charCodeAt(i) === 49 ? 1 : 0;
      return { ids, titles };
    });
  }

  async function matchFromTermSets(kind: SearchKind, match: Match, scored: boolean, version: number) {
    const terms = new Map<string, TextMatch>();
    for (const term of textsOf(match, { negated: true })) terms.set(termKey(term), term);
    // Missing sets are looked up together (the pool has several connections), not one after another.
    const [found, every] = await Promise.all([
      Promise.all([...terms].map(async ([key, term]) => [key, await termSet(kind, version, term)] as const)),
      hasNegation(match) ? termSet(kind, version, null) : null,
    ]);
    const sets = new Map<string, TermSet>(found);
    const everyDocument = every?.ids ?? null;
    const ids = evaluate(match, sets, everyDocument);
    const positives = positiveTexts(match);
    if (!scored || positives.length === 0)
      return { ids, scores: scored ? new Float64Array(ids.length) : null };
    if (ids.length > 0 && ids.length <= scoreLimit) {
      const row = (await fullScoreStatement(kind, match, ids).execute(db)).rows[0];
      return { ids: parseIdList(row?.ids), scores: Float64Array.from(parseScores(row?.scores)) };
    }
    // The title score of large results (titleScore's SQL): how many positive terms the title contains.
    const scores = new Float64Array(ids.length);
    for (const term of positives.filter((text) => text.slots.includes('title')).slice(0, 8)) {
      const set = sets.get(termKey(term))!;
      addFlags(ids, set.ids, set.titles, scores);
    }
    return { ids, scores };
  }

  return {
    engine: 'postgres-ngram',
    storesNormalizedSlots: true,
    termSets,

    async match(kind, match, scored, context) {
      if (context?.cache && onlyTerms(match)) return matchFromTermSets(kind, match, scored, context.version);
      if (!scored || positiveTexts(match).length === 0) {
        const row = (await matchStatement(kind, match, 'none').execute(db)).rows[0];
        const ids = parseIdList(row?.ids);
        return { ids, scores: scored ? new Float64Array(ids.length) : null };
      }
      // One pass with the cheap title score; the full score only for results small enough to afford it.
      let row = (await matchStatement(kind, match, 'title').execute(db)).rows[0];
      const ids = parseIdList(row?.ids);
      if (ids.length > 0 && ids.length <= scoreLimit)
        row = (await fullScoreStatement(kind, match, ids).execute(db)).rows[0];
      return { ids: parseIdList(row?.ids), scores: Float64Array.from(parseScores(row?.scores)) };
    },

    async settle(kind, full) {
      // New GIN entries wait in a pending list that every query scans linearly until (auto)vacuum merges
      // it: after a bulk write the first searches took ~0.5 s each. Merge it now.
      await sql`select gin_clean_pending_list(${`search_doc_grams_${kind}`}::regclass)`.execute(db);
      // After a rebuild the planner's row estimates are those of the empty table until autovacuum comes
      // by: it then prefers the primary key on kind and tests the grams of every row.
      if (full) {
        await sql`analyze search_docs`.execute(db);
        await sql`analyze search_doc_grams`.execute(db);
      }
    },

    // search_docs.n_* are written with the document itself; the trigger of migration 0016 writes the grams.
    async write() {},
    async erase() {},
  };
}
