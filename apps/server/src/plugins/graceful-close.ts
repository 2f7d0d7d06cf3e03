import fp from 'fastify-plugin';
import { setImmediate as afterPoll } from 'node:timers/promises';

/**
 * Draining on shutdown. Once `app.close()` starts, every request that reaches the server is still answered
 * normally, but with `Connection: close`: otherwise a keep-alive client (browser, load balancer) would
 * hold its socket open and the close would wait for the keep-alive timeout. A request that arrives on a
 * kept-alive socket after the close began was sent before the client could see that header, so it is
 * in flight too and gets its real answer, not a 503 (Fastify's own 503 is off: return503OnClosing).
 *
 * The listening socket is closed only after the event loop has read what the clients had already sent.
 * `server.close()` destroys the connections it sees as idle, and under load a keep-alive connection
 * whose next request still waits unread in the socket buffer looks idle: it would be reset with the
 * request on it. One turn of the loop first reads those requests, which makes their connections busy.
 */
export const gracefulClosePlugin = fp(
  (app, _options, done) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      if (!app.server.listening) return;
      // A timer, then an immediate: a whole poll phase (every socket that was readable) lies in between.
      await new Promise((resolve) => setTimeout(resolve, 10));
      await afterPoll();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    done();
  },
  { name: 'graceful-close' },
);
