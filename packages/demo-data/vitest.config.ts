import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'demo-data', environment: 'node', include: ['src/**/*.test.ts'] },
});
