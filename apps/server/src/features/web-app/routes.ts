import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUILD_META_PATHS } from '@app/contract/api-paths';
import { buildMetaSchema } from '@app/contract/public-config';
import { notFound } from '../../http/http-errors.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import type { WebAppFiles } from './browser-routes.js';
import { cacheControlFor, NO_STORE } from './cache-policy.js';

/** Serves the built web app (when there is one) and the "which build is deployed now" file. */
export const webAppRoutes: FastifyPluginAsyncZod<{ files: WebAppFiles }> = async (app, { files }) => {
  if (files.available) {
    await app.register(fastifyStatic, {
      root: files.distDir,
      // The build's source maps are "hidden" (no sourceMappingURL) and never served: they would hand out
      // the whole web source. Operators decode a reported stack trace with the maps in dist/assets.
      allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
      // cache-control comes from setHeaders alone: per file kind, not one max-age for all.
      cacheControl: false,
      // `/` is home.html when the build wrote it: index.html with the home page's opening section painted
      // in its static shell (apps/web/build/first-view-plugin.ts, decision 0039); index.html otherwise.
      index: ['home.html', 'index.html'],
      // The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress-plugin.ts): sent
      // with Content-Encoding to browsers that accept it, the plain file otherwise (docs/decisions/0026).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(files.distDir, filePath));
      },
    });
  }

  const metaFile = path.join(files.distDir, 'build', 'meta.json');
  app.get(
    BUILD_META_PATHS.latest,
    {
      schema: {
        tags: ['web'],
        summary: 'The build deployed now; the browser compares it with its own /build/meta.json',
        response: { 200: buildMetaSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      // Read on every request: a redeploy replaces the file under a running server.
      const text = await readFile(metaFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? notFound() : error;
      });
      return buildMetaSchema.parse(JSON.parse(text));
    },
  );
};
