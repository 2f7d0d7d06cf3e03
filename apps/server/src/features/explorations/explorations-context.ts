import type { ExplorationRepository } from './exploration-repository.js';
import type { FtoRepository } from './fto-repository.js';
import type { ScopeRepository } from './scope-repository.js';
import type { PredictionHost } from './worker/run-analysis.js';

/** What the exploration routes share with the plugin that builds them (its own file: no plugin ↔ routes cycle). */
export interface ExplorationsContext {
  explorations: ExplorationRepository;
  scopes: ScopeRepository;
  fto: FtoRepository;
  clock: () => Date;
  predictions: PredictionHost;
  /** Explorations running in this process → stop their worker now. */
  running: Map<number, () => void>;
}
