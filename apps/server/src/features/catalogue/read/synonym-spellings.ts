import type { DbExecutor } from '../../../db/schema.js';
import { normalizeText } from '../search/normalize.js';

/**
 * The material names a synonym expansion added, as the catalogue spells them (PP-H, ホモPP) instead of the
 * index's normalised keys (ppーh, ホモpp) that the expansion works on (issue 17). The index keeps only the
 * normalised aliases; the spelling is found again among the names of the materials owning each key (the
 * `alias` facet rows of search_facets), normalised the same way the index built the key
 * (catalogue/search/documents.ts). A key no name spells any more (an index not yet rebuilt) stays as it is.
 */
export async function synonymSpellings(db: DbExecutor, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const owners = await db
    .selectFrom('search_facets')
    .select('doc_id')
    .distinct()
    .where('kind', '=', 'materials')
    .where('facet', '=', 'alias')
    .where('value', 'in', [...keys])
    .execute();
  const ids = owners.map((row) => Number(row.doc_id));
  if (ids.length === 0) return [...keys];
  const [materials, aliases] = await Promise.all([
    db.selectFrom('materials').select(['name', 'name_en']).where('id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('material_aliases').select('alias').where('material_id', 'in', ids).orderBy('id').execute(),
  ]);
  const spelling = new Map<string, string>();
  const names = [
    ...materials.flatMap((row) => [row.name, row.name_en ?? '']),
    ...aliases.map((row) => row.alias),
  ];
  for (const name of names) {
    const key = normalizeText(name);
    if (key && !spelling.has(key)) spelling.set(key, name);
  }
  return [...new Set(keys.map((key) => spelling.get(key) ?? key))];
}
