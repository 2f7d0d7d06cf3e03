import { defineConfig } from 'vitest/config';

// One runner for every tier: each workspace declares its own project (environment, setup, pool).
export default defineConfig({
  test: {
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
