import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildMetaPlugin } from './build/build-meta-plugin';
import { firstViewPlugin } from './build/first-view-plugin';
import { precompressPlugin } from './build/precompress-plugin';

const BOOT_ENTRY = fileURLToPath(new URL('./src/app/boot.tsx', import.meta.url));
/** The entry (index.html, src/main.tsx, app/boot-shell.ts) and the bundler helpers it imports: not in `app`. */
const ENTRY_ONLY = /(^\0)|[\\/](index\.html|src[\\/]main\.tsx|src[\\/]app[\\/]boot-shell\.ts)$/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), buildMetaPlugin(), firstViewPlugin(), precompressPlugin()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // Maps for the operator (decoding a reported stack trace), not for the public: no sourceMappingURL in
    // the bundles, and the server refuses to serve *.map (issue 16: the maps carried the whole web source).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: lets build/initial-size.mjs measure the initial JS of a page.
    manifest: true,
    // Every supported browser (docs/spec/product.md: current Chrome/Edge; also Firefox, Safari) has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The boot module as an entry of its own: its static graph counts as initial for the `app` group.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: BOOT_ENTRY },
      output: {
        codeSplitting: {
          // Libraries every page needs from the first paint, in one chunk: one request and better gzip
          // than the many small shared chunks automatic splitting makes (docs/spec/budgets-and-reliability.md: ≤ 200 KB for /).
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|zod|@tanstack)[\\/]/,
            },
            // The bundler's helpers, imported by the entry itself: kept out of the app's chunk below.
            { name: 'runtime', test: /^\0(vite\/preload-helper|rolldown\/runtime)/ },
            // The app's start (router, layout, the MUI components of every page) in one chunk that the entry
            // imports after the static shell is painted (decision 0044; the HTML preloads it): what the boot
            // module, a second entry, needs statically — not the entry's own few lines.
            { name: 'app', tags: ['$initial'], test: (id) => !ENTRY_ONLY.test(id) },
          ],
        },
      },
    },
  },
});
