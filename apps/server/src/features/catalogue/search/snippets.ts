import type { DbExecutor } from '../../../db/schema.js';
import { leadingSnippet, snippet, type Highlighted } from './highlight.js';
import type { TermGroup } from './match-plan.js';
import { normalizeText } from './normalize.js';
import type { SearchKind, SearchSlot } from './search-types.js';
import { foldDocument } from './word-forms.js';

/** Where one term of the query occurs in a hit ("why it matched"). */
export interface TermPlaces {
  term: string;
  fields: SearchSlot[];
}

export interface SlotSnippet extends Highlighted {
  field: SearchSlot;
  /** Per positive term of the query, the fields of the hit it occurs in (empty: matched otherwise). */
  matches: TermPlaces[];
}

/** The fields "why it matched" looks at, in the order they are listed. */
const PLACE_SLOTS: readonly SearchSlot[] = ['title', 'abstract', 'claims', 'description', 'party', 'extra'];

function placesOf(texts: Record<SearchSlot, string>, groups: readonly TermGroup[]): TermPlaces[] {
  const folded = new Map<SearchSlot, string>();
  const foldedOf = (slot: SearchSlot) => {
    let text = folded.get(slot);
    if (text === undefined) {
      text = foldDocument(normalizeText(texts[slot] ?? ''));
      folded.set(slot, text);
    }
    return text;
  };
  return groups.map((group) => ({
    term: group.term,
    fields: PLACE_SLOTS.filter(
      (slot) =>
        group.slots.includes(slot) &&
        texts[slot] &&
        group.norms.some((norm) => foldedOf(slot).includes(norm)),
    ),
  }));
}

/** Where a snippet is looked for, in order, per kind; the first slot is also the fallback without a match. */
const SNIPPET_SLOTS: Readonly<Record<SearchKind, readonly SearchSlot[]>> = {
  patents: ['abstract', 'claims', 'description', 'party', 'extra'],
  products: ['abstract', 'description', 'extra', 'party'],
  materials: ['description', 'extra'],
  examples: ['abstract', 'description', 'party'],
};

/**
 * Snippets of the hits of one page: a window of the slot (in SNIPPET_SLOTS order) in which the most terms
 * occur, with every occurrence marked on the original text; the start of the first slot when no term
 * occurs in any (a hit through a facet or a title-only match). Each snippet also says in which fields
 * each term of the query occurs (`groups`, "why it matched": `ポリプロピレン title:接着剤`).
 */
export async function loadSnippets(
  db: DbExecutor,
  kind: SearchKind,
  ids: readonly number[],
  terms: readonly string[],
  groups: readonly TermGroup[] = [],
): Promise<Map<number, SlotSnippet | null>> {
  const result = new Map<number, SlotSnippet | null>();
  if (ids.length === 0) return result;
  const slots = SNIPPET_SLOTS[kind];
  const read = [...new Set<SearchSlot>([...slots, ...(groups.length > 0 ? PLACE_SLOTS : [])])];
  const rows = await db
    .selectFrom('search_docs')
    .select(['doc_id', ...read])
    .where('kind', '=', kind)
    .where('doc_id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    const texts = row as unknown as Record<SearchSlot, string>;
    const matches = groups.length > 0 ? placesOf(texts, groups) : [];
    let found: SlotSnippet | null = null;
    if (terms.length > 0) {
      // The first slot with the most distinct terms (a window shows at most what its slot has).
      let best = 0;
      for (const slot of slots) {
        const text = texts[slot];
        if (!text) continue;
        const folded = foldDocument(normalizeText(text));
        const count = terms.filter((term) => term.trim() !== '' && folded.includes(term)).length;
        if (count <= best) continue;
        const window = snippet(text, terms);
        if (window) {
          found = { field: slot, ...window, matches };
          best = count;
        }
      }
    }
    if (!found) {
      const first = slots.find((slot) => texts[slot]);
      found = first ? { field: first, ...leadingSnippet(texts[first]), matches } : null;
    }
    result.set(Number(row.doc_id), found);
  }
  return result;
}
