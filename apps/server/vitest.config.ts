import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * `SERVER_TESTS=dialect-dependent` (what `npm test` sets for its PostgreSQL pass) runs only the test files
 * that opt in with the marker line below; everything else behaves the same on both databases and ran on
 * SQLite already. See src/test/README.md.
 */
const DIALECT_MARKER = '// dialect-dependent: runs on PostgreSQL too';

function dialectDependentFiles(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => readFileSync(`${src}/${file}`, 'utf8').startsWith(DIALECT_MARKER))
    .map((file) => `src/${file}`);
}

export default defineProject({
  // Tests read the contract's TypeScript sources, so they never depend on a stale build.
  // (ssr: the node environment resolves with the SSR conditions; without them the stale dist/ was loaded.)
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include:
      process.env.SERVER_TESTS === 'dialect-dependent' ? dialectDependentFiles() : ['src/**/*.test.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // Forks keep native addons (better-sqlite3) out of worker threads. Files share a worker's module cache
    // (isolate: false) because importing Fastify and its plugins per file cost 6× the tests themselves;
    // this is safe as long as modules hold no mutable state — every test builds its own app and database.
    pool: 'forks',
    isolate: false,
    // Timeouts guard against hangs, not slowness: CI shares two cores with a browser and a database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
