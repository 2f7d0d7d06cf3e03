import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every tier: each workspace declares its own project (environment, setup, pool).
export default defineConfig({
  test: {
    // A test file on every core. Vitest's default (cores − 1) keeps a core for its main process, which
    // mostly waits for the workers: on two cores that ran the suite one file at a time (decision 0027).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contract',
      'packages/demo-data',
      'packages/analysis',
      'apps/server',
      'apps/web',
      'e2e',
    ],
  },
});
