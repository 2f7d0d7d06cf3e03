import fp from 'fastify-plugin';
import type { ErrorBody } from '@app/contract/api-errors';

/**
 * Draining on shutdown. Once `app.close()` starts, requests already running finish normally but their
 * responses carry `Connection: close`: otherwise a keep-alive client (browser, load balancer) would hold
 * its socket open and the close would wait for the keep-alive timeout. Requests that still arrive on such
 * a socket get 503 in the API's error shape (Fastify's own 503 is disabled for that: return503OnClosing).
 */
export const gracefulClosePlugin = fp(
  (app, _options, done) => {
    let closing = false;
    app.addHook('preClose', (hookDone) => {
      closing = true;
      hookDone();
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing)
        return reply
          .status(503)
          .header('connection', 'close')
          .send({ detail: 'Service Unavailable' } satisfies ErrorBody);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    done();
  },
  { name: 'graceful-close' },
);
