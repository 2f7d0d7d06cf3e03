import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildMetaPlugin } from './build/build-meta-plugin.ts';
import { compileHintsPlugin } from './build/compile-hints.ts';
import { firstViewPlugin } from './build/first-view-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), buildMetaPlugin(), firstViewPlugin(), compileHintsPlugin(), precompressPlugin()],
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
      output: {
        codeSplitting: {
          // Libraries every page needs from the first paint, in one chunk: one request and better gzip
          // than the many small shared chunks automatic splitting makes (docs/spec/budgets-and-reliability.md: ≤ 200 KB for /).
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|zod|@tanstack)[\\/]/,
            },
            {
              name: 'app',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
