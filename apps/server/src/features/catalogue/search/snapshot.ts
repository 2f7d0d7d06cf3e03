import type { DbExecutor } from '../../../db/schema.js';
import { normalizeText } from './normalize.js';
import type { SearchKind } from './search-types.js';

/**
 * The per-kind, in-memory copy of what filtering, facet counting and sorting need (facet values, sort
 * keys), loaded from search_docs / search_facets. It is derived data shared by all users (no per-user
 * state): each request compares search_state.version and reloads after any index write, so every server
 * process behind a load balancer answers from the current index.
 */

export interface FacetColumn {
  values: string[];
  codeOf: Map<string, number>;
  /** Compressed rows: the codes of document position p are codes[offsets[p] … offsets[p + 1]). */
  offsets: Int32Array;
  codes: Int32Array;
}

export interface PropertyColumn {
  min: Float64Array;
  max: Float64Array;
}

export interface Snapshot {
  kind: SearchKind;
  version: number;
  ids: number[];
  /** Position of each id (ids are row ids: dense enough for an array; -1 = not indexed). */
  positions: Int32Array;
  /** 0 … size-1: every document (a search without query). */
  all: Int32Array;
  /** parent_id per position (examples: their patent), -1 when none. */
  parents: Int32Array;
  /** Milliseconds since the epoch; NaN when unknown. */
  dates: Float64Array;
  /** Position of each document in name order. */
  nameRanks: Int32Array;
  facets: Map<string, FacetColumn>;
  /** Per property (lazily loaded): min and max of the document's values, NaN when it has none. */
  properties: Map<number, Promise<PropertyColumn>>;
  /** Facet counts of the unfiltered list (the landing page of every list), by facet and limit. */
  memo: Map<string, unknown>;
}

async function loadSnapshot(db: DbExecutor, kind: SearchKind, version: number): Promise<Snapshot> {
  const docs = await db
    .selectFrom('search_docs')
    .select(['doc_id', 'parent_id', 'sort_date', 'sort_name'])
    .where('kind', '=', kind)
    .orderBy('doc_id')
    .execute();
  const size = docs.length;
  const ids = docs.map((doc) => Number(doc.doc_id));
  const positions = new Int32Array((ids.at(-1) ?? 0) + 1).fill(-1);
  ids.forEach((id, position) => {
    positions[id] = position;
  });
  const dates = new Float64Array(size);
  docs.forEach((doc, position) => {
    dates[position] = doc.sort_date ? Date.parse(doc.sort_date) : Number.NaN;
  });
  const names = docs.map((doc) => normalizeText(doc.sort_name));
  const order = Array.from({ length: size }, (_, position) => position).sort((a, b) =>
    names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : ids[a]! - ids[b]!,
  );
  const nameRanks = new Int32Array(size);
  order.forEach((position, rank) => {
    nameRanks[position] = rank;
  });

  const rows = await db
    .selectFrom('search_facets')
    .select(['doc_id', 'facet', 'value'])
    .where('kind', '=', kind)
    .execute();
  const builders = new Map<string, { values: string[]; codeOf: Map<string, number>; pairs: number[] }>();
  for (const row of rows) {
    const position = positionOfId(positions, Number(row.doc_id));
    if (position < 0) continue;
    let builder = builders.get(row.facet);
    if (!builder) {
      builder = { values: [], codeOf: new Map(), pairs: [] };
      builders.set(row.facet, builder);
    }
    let code = builder.codeOf.get(row.value);
    if (code === undefined) {
      code = builder.values.length;
      builder.values.push(row.value);
      builder.codeOf.set(row.value, code);
    }
    builder.pairs.push(position, code);
  }
  const facets = new Map<string, FacetColumn>();
  for (const [facet, builder] of builders) {
    const offsets = new Int32Array(size + 1);
    for (let i = 0; i < builder.pairs.length; i += 2) offsets[builder.pairs[i]! + 1]! += 1;
    for (let p = 0; p < size; p += 1) offsets[p + 1]! += offsets[p]!;
    const fill = offsets.slice(0, size);
    const codes = new Int32Array(builder.pairs.length / 2);
    for (let i = 0; i < builder.pairs.length; i += 2) {
      const position = builder.pairs[i]!;
      codes[fill[position]!] = builder.pairs[i + 1]!;
      fill[position]! += 1;
    }
    facets.set(facet, { values: builder.values, codeOf: builder.codeOf, offsets, codes });
  }
  const all = Int32Array.from({ length: size }, (_, i) => i);
  const parents = Int32Array.from(docs, (doc) => (doc.parent_id === null ? -1 : Number(doc.parent_id)));
  return {
    kind,
    version,
    ids,
    positions,
    all,
    parents,
    dates,
    nameRanks,
    facets,
    properties: new Map(),
    memo: new Map(),
  };
}

export function positionOfId(positions: Int32Array, id: number): number {
  return id >= 0 && id < positions.length ? positions[id]! : -1;
}

export function propertyColumn(
  db: DbExecutor,
  snapshot: Snapshot,
  propertyId: number,
): Promise<PropertyColumn> {
  let column = snapshot.properties.get(propertyId);
  if (!column) {
    column = (async () => {
      const rows = await db
        .selectFrom('search_numbers')
        .select((eb) => ['doc_id', eb.fn.min('value').as('min'), eb.fn.max('value').as('max')])
        .where('kind', '=', snapshot.kind)
        .where('property_id', '=', propertyId)
        .groupBy('doc_id')
        .execute();
      const size = snapshot.ids.length;
      const min = new Float64Array(size).fill(Number.NaN);
      const max = new Float64Array(size).fill(Number.NaN);
      for (const row of rows) {
        const position = positionOfId(snapshot.positions, Number(row.doc_id));
        if (position < 0) continue;
        min[position] = Number(row.min);
        max[position] = Number(row.max);
      }
      return { min, max };
    })();
    column.catch(() => snapshot.properties.delete(propertyId));
    snapshot.properties.set(propertyId, column);
  }
  return column;
}

/** How long one read of search_state serves other searches (one query per request instead of two). */
export const VERSION_TTL_MS = 25;

/**
 * Keeps one snapshot per kind and reloads it when search_state.version moved. The versions of all kinds
 * are read in one query and reused for VERSION_TTL_MS (another server process's write shows within that
 * time; this process's own writes call `invalidate()`).
 */
export function createSnapshotCache(db: DbExecutor) {
  const cache = new Map<SearchKind, { version: number; snapshot: Promise<Snapshot> }>();
  let versions: { at: number; read: Promise<Map<string, number>> } | null = null;

  function readVersions(): Promise<Map<string, number>> {
    const now = performance.now();
    if (!versions || now - versions.at > VERSION_TTL_MS) {
      const read = db
        .selectFrom('search_state')
        .select(['kind', 'version'])
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.kind, Number(row.version)])));
      versions = { at: now, read };
      read.catch(() => {
        if (versions?.read === read) versions = null;
      });
    }
    return versions.read;
  }

  return {
    async get(kind: SearchKind): Promise<Snapshot> {
      const version = (await readVersions()).get(kind) ?? 0;
      const current = cache.get(kind);
      if (current && current.version === version) return current.snapshot;
      const snapshot = loadSnapshot(db, kind, version);
      cache.set(kind, { version, snapshot });
      snapshot.catch(() => {
        if (cache.get(kind)?.snapshot === snapshot) cache.delete(kind);
      });
      return snapshot;
    },
    /** search_state.version of every kind, as one string (changes with any index write). */
    async generation(): Promise<string> {
      const versions = await readVersions();
      return [...versions]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, version]) => `${kind}:${version}`)
        .join(',');
    },
    /** After a write through this process: the next search reads the versions again. */
    invalidate(): void {
      versions = null;
    },
    clear(): void {
      cache.clear();
      versions = null;
    },
  };
}
