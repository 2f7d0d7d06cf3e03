import { normalizeText } from './normalize.js';
import { patentNumberForms } from './patent-numbers.js';
import type { QueryField, QueryNode, TermNode } from './query-parser.js';
import { SEARCH_SLOTS, type Match, type SearchKind, type SearchSlot } from './search-types.js';
import { compoundAlternatives, foldTerm } from './word-forms.js';

/**
 * From the parsed query to what the index matches: terms folded as the index folds text (word-forms.ts:
 * Latin words whole and singular), field prefixes become slots, material synonyms expand unquoted terms
 * (PP → ポリプロピレン, polypropylene, …), English compounds get their other spellings (nonionic ↔
 * non-ionic), patent numbers the forms the index holds (patent-numbers.ts), and applicant/maker terms
 * also match every document of the companies whose name variants contain the term (名寄せ).
 */

/** A text as a phrase of the index (no synonyms, no alternatives): names searched in other documents. */
export function phraseMatch(text: string, slots: readonly SearchSlot[]): Match {
  return { type: 'text', norm: foldTerm(normalizeText(text)), slots };
}

/** Kinds whose `extra` slot holds publication numbers (documents.ts). */
const NUMBERED_KINDS: readonly SearchKind[] = ['patents', 'examples'];

export interface PlanContext {
  kind: SearchKind;
  /** Expand material synonyms (default true). */
  synonyms: boolean;
  /** For each normalised term, the other normalised names of the materials it names exactly. */
  expand(terms: readonly string[]): Promise<Map<string, string[]>>;
  /** Ids of the companies one of whose name variants contains the term (as typed). */
  companies(term: string): Promise<number[]>;
}

const FIELD_SLOTS: Readonly<Record<QueryField, readonly SearchSlot[]>> = {
  title: ['title'],
  abstract: ['abstract'],
  claims: ['claims'],
  applicant: ['party'],
  maker: ['party'],
  ipc: ['codes'],
  theme: ['codes'],
};

/** Prefix of a classification code in the codes slot (documents.ts writes `ipc:c08l23/10 theme:4j002`). */
export const CODE_PREFIX = { ipc: 'ipc:', theme: 'theme:' } as const;

/** The facet that holds the company of a document for 名寄せ, per kind and field. */
function companyFacet(kind: SearchKind, field: 'applicant' | 'maker'): string {
  if (kind === 'products') return 'maker';
  if (kind === 'materials') return field;
  return 'applicant';
}

const EXPANDABLE: readonly (QueryField | null)[] = [null, 'title', 'abstract', 'claims'];
const MAX_EXPANSIONS = 24;

/** Short ASCII abbreviations (pp, pa6) match too much as substrings: they are kept only when typed. */
function usefulExpansion(term: string): boolean {
  return !/^[0-9a-z]{1,3}$/.test(term);
}

/**
 * Drops expansions that contain another one (folded): under OR they can only match where the shorter one
 * does.
 */
function prune(terms: string[]): string[] {
  const unique = [...new Set(terms)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const term of unique) if (!kept.some((shorter) => term.includes(shorter))) kept.push(term);
  return kept;
}

export async function planMatch(node: QueryNode | null, context: PlanContext): Promise<Match | null> {
  if (!node) return null;
  const terms: TermNode[] = [];
  const collect = (n: QueryNode) => {
    if (n.type === 'term') terms.push(n);
    else if (n.type === 'not') collect(n.child);
    else n.children.forEach(collect);
  };
  collect(node);
  const expandable = context.synonyms
    ? terms.filter((term) => !term.phrase && EXPANDABLE.includes(term.field)).map((term) => term.norm)
    : [];
  const expansions = expandable.length > 0 ? await context.expand(expandable) : new Map<string, string[]>();
  const companyIds = new Map<string, number[]>();
  for (const term of terms) {
    if ((term.field === 'applicant' || term.field === 'maker') && !companyIds.has(term.text)) {
      companyIds.set(term.text, await context.companies(term.text));
    }
  }

  const convert = (n: QueryNode): Match => {
    switch (n.type) {
      case 'not':
        return { type: 'not', child: convert(n.child) };
      case 'and':
      case 'or':
        return { type: n.type, children: n.children.map(convert) };
      case 'term': {
        const slots = n.field ? FIELD_SLOTS[n.field] : SEARCH_SLOTS;
        if (n.field === 'ipc' || n.field === 'theme') {
          // A code is a prefix: ipc:c08l23/1 finds C08L23/10.
          return { type: 'text', norm: foldTerm(CODE_PREFIX[n.field] + n.norm, { openEnd: true }), slots };
        }
        const folded = foldTerm(n.norm);
        const own: Match = { type: 'text', norm: folded, slots, typed: n.text };
        const alternatives: Match[] = [];
        if (!n.phrase && EXPANDABLE.includes(n.field)) {
          const names = new Map<string, string>();
          for (const name of (expansions.get(n.norm) ?? []).filter(usefulExpansion)) {
            names.set(foldTerm(name), name);
          }
          const others = prune([folded, ...compoundAlternatives(n.norm), ...names.keys()])
            .filter((term) => term !== folded)
            .slice(0, MAX_EXPANSIONS);
          for (const term of others) {
            const synonym = names.get(term);
            alternatives.push({ type: 'text', norm: term, slots, ...(synonym ? { synonym } : {}) });
          }
        }
        const numbers = !n.phrase && n.field === null && NUMBERED_KINDS.includes(context.kind);
        for (const form of (numbers && patentNumberForms(n.text)) || []) {
          if (form !== folded) alternatives.push({ type: 'text', norm: form, slots: ['extra'] });
        }
        if (n.field === 'applicant' || n.field === 'maker') {
          const ids = companyIds.get(n.text) ?? [];
          if (ids.length > 0) {
            alternatives.push({
              type: 'facet',
              facet: companyFacet(context.kind, n.field),
              values: ids.map(String),
            });
          }
        }
        return alternatives.length === 0 ? own : { type: 'or', children: [own, ...alternatives] };
      }
    }
  };
  return convert(node);
}

type TextMatch = Extract<Match, { type: 'text' }>;

/** The text matches that must or may occur (not under a NOT). */
function positiveTexts(match: Match | null): TextMatch[] {
  if (!match) return [];
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
 * The folded texts a snippet should mark: positive terms and their expansions (not classification codes,
 * which are not shown as text).
 */
export function highlightTerms(match: Match | null): string[] {
  const shown = positiveTexts(match).filter(
    (text) => !(text.slots.length === 1 && text.slots[0] === 'codes'),
  );
  return [...new Set(shown.map((text) => text.norm))];
}

/** The material names synonym expansion added to the query ("同義語も検索"). */
export function synonymNames(match: Match | null): string[] {
  return [...new Set(positiveTexts(match).flatMap((text) => (text.synonym ? [text.synonym] : [])))];
}

/** A term of the query and the folded texts that stand for it (its own and its alternatives). */
export interface TermGroup {
  term: string;
  norms: string[];
  slots: readonly SearchSlot[];
}

/**
 * The positive terms of a match, each with its alternatives (synonyms, spellings, number forms): what
 * "why it matched" reports per hit. Classification codes are left out.
 */
export function termGroups(match: Match | null): TermGroup[] {
  if (!match) return [];
  switch (match.type) {
    case 'text':
      return match.typed && !(match.slots.length === 1 && match.slots[0] === 'codes')
        ? [{ term: match.typed, norms: [match.norm], slots: match.slots }]
        : [];
    case 'facet':
    case 'not':
      return [];
    case 'and':
      return match.children.flatMap(termGroups);
    case 'or': {
      const [own, ...others] = match.children;
      if (
        own?.type === 'text' &&
        own.typed &&
        others.every((child) => child.type !== 'text' || !child.typed)
      ) {
        const norms = [own, ...others].flatMap((child) => (child.type === 'text' ? [child.norm] : []));
        return [
          {
            term: own.typed,
            norms,
            slots: [
              ...new Set([own, ...others].flatMap((child) => (child.type === 'text' ? child.slots : []))),
            ],
          },
        ];
      }
      return match.children.flatMap(termGroups);
    }
  }
}
