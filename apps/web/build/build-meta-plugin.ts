import type { Connect, Plugin } from 'vite';
import type { BuildMeta } from '@app/contract/public-config';

/**
 * Gives each build an id, baked into the bundle as `__BUILD_ID__` and written to `build/meta.json`.
 * The server serves the deployed file as `/build/latest.json`; a running page whose id differs
 * knows a new build is out (docs/spec/routes-and-navigation.md, docs/spec/budgets-and-reliability.md).
 */
export function buildMetaPlugin(): Plugin {
  const meta: BuildMeta = {
    id: process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    timestamp: Date.now(),
  };
  // The dev server answers `/build/latest.json` with its own build, so a page it serves never sees a "new
  // build" (proxied to the API server, the file would name that server's deployed build and every route
  // change would reload the page).
  const serveLatest: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/build/latest.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(meta));
  };
  return {
    name: 'build-meta',
    configureServer: (server) => {
      server.middlewares.use(serveLatest);
    },
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(meta.id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build/meta.json', source: JSON.stringify(meta) });
    },
  };
}
