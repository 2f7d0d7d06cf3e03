import {
  EXPLORATION_LIMITS,
  EXPLORATION_SCOPE_TYPE_LABELS,
  type ExplorationCategories,
  type ExplorationTheme,
  type ExplorationVariables,
} from '@app/contract/explorations';
import type { AuthUser } from '../../auth/auth-user.js';
import type { ReadContext } from '../catalogue/routes/catalogue-reads.js';
import { variablesOfScope } from './prepare-training.js';
import { createScopeRepository, type CatalogueScope, type ScopeRepository } from './scope-repository.js';

/**
 * The scopes and variables to choose from for an exploration, as read operations (read-pool/): on the
 * main thread one call cost 40–150 ms of synchronous database work, uncached, open to visitors — forty
 * parallel calls from one address held every other request of the server for 5.5 s. On a read thread they
 * count against the caller's cost limits and the pool's time budget like a search.
 */

interface ScopeReadState {
  scopes: ScopeRepository;
  /** The themes of one index generation (the same for every caller; an import changes both). */
  themes?: { generation: string; list: Promise<ExplorationTheme[]> };
}

const states = new WeakMap<ReadContext, ScopeReadState>();

function stateOf(context: ReadContext): ScopeReadState {
  let state = states.get(context);
  if (!state) {
    state = { scopes: createScopeRepository(context.db) };
    states.set(context, state);
  }
  return state;
}

async function themesOf(context: ReadContext): Promise<ExplorationTheme[]> {
  const state = stateOf(context);
  const generation = await context.index.generation();
  if (state.themes?.generation !== generation) {
    const list = state.scopes.themes();
    state.themes = { generation, list };
    // A failed read is not kept: the next call asks the database again.
    list.catch(() => {
      if (state.themes?.list === list) state.themes = undefined;
    });
  }
  return state.themes.list;
}

/** GET explore-products/categories: the themes, the scope types and, for a scope, its variables. */
export async function explorationCategoriesRead(
  context: ReadContext,
  _user: AuthUser | null,
  { scope, includeComparative }: { scope: CatalogueScope | null; includeComparative: boolean },
): Promise<ExplorationCategories> {
  return {
    themes: await themesOf(context),
    scopeTypes: Object.entries(EXPLORATION_SCOPE_TYPE_LABELS).map(([type, label]) => ({ type, label })),
    variables: scope ? await variablesOfScope(stateOf(context).scopes, scope, includeComparative) : null,
    limits: {
      csvMaxBytes: EXPLORATION_LIMITS.csvMaxBytes,
      maxInputs: EXPLORATION_LIMITS.maxInputs,
      maxTargets: EXPLORATION_LIMITS.maxTargets,
      maxCandidates: EXPLORATION_LIMITS.maxCandidates,
    },
  };
}

/** POST explore-products/variables for a catalogue scope (an uploaded CSV's are read by the analysis worker). */
export function scopeVariablesRead(
  context: ReadContext,
  _user: AuthUser | null,
  { scope, includeComparative }: { scope: CatalogueScope; includeComparative: boolean },
): Promise<ExplorationVariables> {
  return variablesOfScope(stateOf(context).scopes, scope, includeComparative);
}
