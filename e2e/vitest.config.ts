import { defineProject } from 'vitest/config';

// End-to-end tests drive the production build (built by `npm test` before this project runs)
// in Debian's Chromium. One file at a time: a browser per file is heavy on two cores.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    // The demo server and Chromium that the read-only files share, started on first use (README.md).
    globalSetup: ['support/shared-demo-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
