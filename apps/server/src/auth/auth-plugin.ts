import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@app/contract/api-paths';
import type { Capability } from '@app/contract/plans';
import { systemClock, type AppOverrides } from '../config/app-overrides.js';
import { httpError } from '../http/http-errors.js';
import { getOrCreateAppSecret, SECRET_KEYS } from '../security/app-secrets.js';
import { createAccessTokens, type AccessTokens } from './access-tokens.js';
import { AUTH_ERROR_DETAILS, type AuthUser } from './auth-user.js';
import { authorize } from './authorize.js';
import { markGuard, routeAccessOf } from './route-access.js';
import { createSessionUserRepository } from './session-user-repository.js';

export type AuthPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * Route hook (`onRequest: app.authenticate`, or preHandler): a valid Bearer access token is required
     * (401 otherwise); sets request.user. onRequest runs before body validation, so anonymous callers learn
     * nothing about the body rules.
     */
    authenticate: AuthPreHandler;
    /** Route hook: no Authorization header = visitor (request.user null); a bad token still answers 401. */
    authenticateOptional: AuthPreHandler;
    /** Route hook: authenticateOptional, then authorize(request.user, capability) → 401/403. */
    requireCapability(capability: Capability): AuthPreHandler;
    /**
     * Route hook (onRequest) of the operator console: a valid session (401), role 'operator' and a session
     * that proved the second factor (403 otherwise, with a detail saying which is missing).
     */
    requireOperator: AuthPreHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set by the auth preHandlers. */
    user: AuthUser | null;
    /** The login session (refresh-token family) of the access token, or null. */
    sessionId: string | null;
  }
}

/** The user of a route guarded by app.authenticate (typed non-null; 401 if the guard was forgotten). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpError(401, AUTH_ERROR_DETAILS.notAuthenticated);
  return request.user;
}

/** The token of an `Authorization: Bearer …` header; undefined when there is no such header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Access tokens and the route guards every feature uses. The signing key comes from JWT_SECRET or is
 * generated once and kept in app_settings, so all server processes accept each other's tokens.
 */
export const authPlugin = fp<{ overrides?: AppOverrides }>(
  (app, { overrides = {} }, done) => {
    const clock = overrides.clock ?? systemClock;
    const users = createSessionUserRepository(app.database.db);
    let key: Promise<Uint8Array> | undefined;
    const secret = () => {
      key ??= (async () =>
        new TextEncoder().encode(
          app.config.jwtSecret ?? (await getOrCreateAppSecret(app.database.db, SECRET_KEYS.jwt)),
        ))();
      // A failed read (database briefly down) must not be cached.
      key.catch(() => (key = undefined));
      return key;
    };
    const accessTokens = createAccessTokens({
      secret,
      issuer: app.config.appBaseUrl,
      audience: `${app.config.appBaseUrl}${API_BASE}`,
      clock,
    });

    const unauthorized = (reply: FastifyReply) => {
      reply.header('www-authenticate', 'Bearer');
      return httpError(401, AUTH_ERROR_DETAILS.notAuthenticated);
    };

    async function resolve(request: FastifyRequest, reply: FastifyReply, required: boolean): Promise<void> {
      const token = bearerToken(request);
      if (token === undefined) {
        if (required) throw unauthorized(reply);
        return;
      }
      const claims = token ? await accessTokens.verify(token) : null;
      const user = claims ? await users.findActive(claims.userId, claims.sessionId, clock()) : null;
      if (!claims || !user) throw unauthorized(reply);
      request.user = user;
      request.sessionId = claims.sessionId;
    }

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('accessTokens', accessTokens);
    app.decorate(
      'authenticate',
      markGuard((request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, true), {
        session: 'required',
      }),
    );
    app.decorate(
      'authenticateOptional',
      markGuard((request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, false), {
        session: 'optional',
      }),
    );
    app.decorate('requireCapability', (capability: Capability) =>
      markGuard(
        async (request: FastifyRequest, reply: FastifyReply) => {
          // After app.authenticate on the same route the user is known: no second token check.
          if (!request.user) await resolve(request, reply, false);
          const result = authorize(request.user, capability);
          if (result.allowed) return;
          if (result.status === 401) reply.header('www-authenticate', 'Bearer');
          throw httpError(result.status, result.detail);
        },
        { session: 'optional', capability },
      ),
    );
    app.decorate(
      'requireOperator',
      markGuard(
        async (request: FastifyRequest, reply: FastifyReply) => {
          await resolve(request, reply, true);
          const user = request.user!;
          if (user.role !== 'operator') throw httpError(403, AUTH_ERROR_DETAILS.operatorRequired);
          if (!user.secondFactor) throw httpError(403, AUTH_ERROR_DETAILS.secondFactorRequired);
        },
        { session: 'required', operator: true },
      ),
    );
    // Every route gets its access declaration (config.access) from its guards: what the matrix test checks.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: routeAccessOf(route) };
    });
    done();
  },
  { name: 'auth', dependencies: ['app-context'] },
);
