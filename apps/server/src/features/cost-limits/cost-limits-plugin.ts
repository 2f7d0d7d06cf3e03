import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-errors.js';
import { OVERLOAD_DETAILS } from '../read-pool/overload-details.js';
import { createCostLimiter, type CostClass } from './cost-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook, listed after the route's authentication hook (so an account is known) and before
     * validation (so a refused call costs as little as possible), that counts the call against its client's
     * limits of `cls` (cost-limits.ts) and answers 429 with Retry-After when they are used up.
     */
    costLimit(cls: CostClass): onRequestHookHandler;
  }
}

const RELEASE = Symbol('cost-limit release');
type Counted = FastifyRequest & { [RELEASE]?: () => void };

/** The client a call counts against: the account when signed in, else the address. */
const clientKey = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `address:${request.ip}`;

export const costLimitsPlugin = fp(
  (app, _options, done) => {
    const limiter = createCostLimiter({ scale: app.config.costLimitScale });
    app.decorate('costLimit', (cls: CostClass): onRequestHookHandler => {
      return (request, _reply, next) => {
        const verdict = limiter.admit(clientKey(request), cls, Boolean(request.user));
        if (!verdict.ok) {
          request.log.info({ cls, reason: verdict.reason }, 'costly call refused (cost limit)');
          next(
            new HttpError(429, OVERLOAD_DETAILS.tooManyRequests, {
              'retry-after': String(verdict.retryAfterSeconds),
            }),
          );
          return;
        }
        const started = performance.now();
        (request as Counted)[RELEASE] = () => verdict.release(performance.now() - started);
        next();
      };
    });
    // Whatever way the call ends (answered, failed, the client gone), its slot is given back once.
    const release = (request: FastifyRequest) => {
      const counted = request as Counted;
      counted[RELEASE]?.();
      counted[RELEASE] = undefined;
    };
    app.addHook('onResponse', (request, _reply, next) => {
      release(request);
      next();
    });
    app.addHook('onRequestAbort', (request, next) => {
      release(request);
      next();
    });
    done();
  },
  { name: 'cost-limits', dependencies: ['app-context'] },
);
