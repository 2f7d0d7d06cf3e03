import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'analysis', environment: 'node', include: ['src/**/*.test.ts'] },
});
