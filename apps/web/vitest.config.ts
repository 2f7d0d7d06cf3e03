import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Every package the web sources import (`react`, `@mui/material/Box`, `@testing-library/react` …), found by
 * reading `src` when the config loads (a few milliseconds), so that a new import is pre-bundled without
 * editing this file. Relative imports, the workspace packages (`@app/*`, transformed from source) and
 * Vitest itself (its `expect` must stay the one the runner uses) are left out, and so are type-only imports
 * (`import type … from '@mui/icons-material'` would bundle every icon). ECharts stays unbundled: tests replace
 * it (`vi.mock('echarts/core')`) or the app's runtime module with fakes (jsdom has no canvas), and with ECharts
 * bundled the forward-model result page's tests drew with the real canvas renderer and failed.
 */
const IMPORT = /^(?:import|export)(\s+type\b)?(?:[\w\s{},*$]*?\bfrom)?\s*'([^']+)'/gm;

function importedPackages(dir: string, found = new Set<string>()): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) importedPackages(path, found);
    else if (/\.tsx?$/.test(entry.name)) {
      for (const [, typeOnly, name] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
        if (!typeOnly && name && !/^(\.|@app\/|vitest|node:|echarts)/.test(name)) found.add(name);
      }
    }
  }
  return [...found];
}

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The web files were the suite's largest CPU cost (issue 14, decision 0027): each file starts a fresh
    // worker that creates jsdom and evaluates React, MUI, TanStack Query and testing-library. The optimizer
    // bundles those packages once per install (cached under node_modules/.vite) into a few files, so a test
    // file evaluates far fewer modules; a worker thread is cheaper to start than a child process. Files stay
    // isolated (a new worker each). Tried and dropped: `isolate: false` (files leaked state into each other)
    // and `pool: 'vmThreads'` (a window's own `location` cannot be stubbed there, and files that replace ECharts
    // failed on its real canvas renderer after other files had run in the same worker).
    pool: 'threads',
    deps: {
      optimizer: {
        client: { enabled: true, include: importedPackages(fileURLToPath(new URL('src', import.meta.url))) },
      },
    },
    // Timeouts guard against hangs, not slowness: CI shares two cores with a browser and a database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
