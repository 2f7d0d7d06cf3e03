import type { DbExecutor } from '../../db/schema.js';
import { leadingSnippet, snippet, type Highlighted } from './highlight.js';
import type { SearchKind, SearchSlot } from './search-types.js';

export interface SlotSnippet extends Highlighted {
  field: SearchSlot;
}

/** Where a snippet is looked for, in order, per kind; the first slot is also the fallback without a match. */
const SNIPPET_SLOTS: Readonly<Record<SearchKind, readonly SearchSlot[]>> = {
  patents: ['abstract', 'claims', 'description', 'party', 'extra'],
  products: ['abstract', 'description', 'extra', 'party'],
  materials: ['description', 'extra'],
  examples: ['abstract', 'description', 'party'],
};

/**
 * Snippets of the hits of one page: a window of the first slot (in SNIPPET_SLOTS order) in which a term
 * occurs, with every occurrence marked on the original text; the start of the first slot when no term
 * occurs in any (a hit through a facet or a title-only match).
 */
export async function loadSnippets(
  db: DbExecutor,
  kind: SearchKind,
  ids: readonly number[],
  terms: readonly string[],
): Promise<Map<number, SlotSnippet | null>> {
  const result = new Map<number, SlotSnippet | null>();
  if (ids.length === 0) return result;
  const slots = SNIPPET_SLOTS[kind];
  const rows = await db
    .selectFrom('search_docs')
    .select(['doc_id', ...slots])
    .where('kind', '=', kind)
    .where('doc_id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    const texts = row as unknown as Record<SearchSlot, string>;
    let found: SlotSnippet | null = null;
    if (terms.length > 0) {
      for (const slot of slots) {
        const text = texts[slot];
        if (!text) continue;
        const window = snippet(text, terms);
        if (window) {
          found = { field: slot, ...window };
          break;
        }
      }
    }
    if (!found) {
      const first = slots.find((slot) => texts[slot]);
      found = first ? { field: first, ...leadingSnippet(texts[first]) } : null;
    }
    result.set(Number(row.doc_id), found);
  }
  return result;
}
