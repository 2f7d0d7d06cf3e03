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
    // One worker runs every file, keeping the modules it has loaded (playwright-core, the helpers): a fresh
    // worker per file spent about half a CPU-second per file importing them again. Each file still starts
    // and stops its own servers and browser connections in its hooks (decision 0027).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
