import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ERROR_DETAILS,
  loginRequestSchema,
  refreshTokenRequestSchema,
  sessionResponseSchema,
} from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { bearerToken } from '../../auth/auth-plugin.js';
import { forbidden, unauthorized } from '../../http/http-errors.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import type { AccountsContext } from './accounts-context.js';
import { normalizeEmail } from './email-address.js';

/** POST auth/login, auth/refresh-token, auth/logout. */
export const sessionRoutes: FastifyPluginCallbackZod<AccountsContext> = (app, ctx, done) => {
  const { users, hasher, throttle, sessions, audit, settings, clock, twoFactor } = ctx;
  const incorrect = () => unauthorized(ACCOUNT_ERROR_DETAILS.incorrectCredentials);

  app.post(
    API_PATHS.login.template,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the refresh-token cookie',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.login },
    },
    async (request, reply) => {
      const { password } = request.body;
      // An address that cannot be normalised cannot exist: it goes through the same steps as an unknown one.
      const email = normalizeEmail(request.body.email) ?? request.body.email.trim().toLowerCase();
      const ip = request.ip;

      const ticket = await throttle.beforeAttempt(email);
      if (ticket.locked) {
        await hasher.verifyDummy(password);
        await audit.record({ kind: 'login.failed', ip, data: { email, reason: 'locked' } });
        throw incorrect();
      }

      const user = await users.findByEmail(email);
      const valid = user
        ? await hasher.verify(user.password_hash, password)
        : await hasher.verifyDummy(password);
      if (!user || !valid) {
        const locked = await throttle.recordFailure(email, ticket);
        await audit.record({
          kind: 'login.failed',
          userId: user?.id,
          ip,
          data: { email, reason: 'credentials' },
        });
        if (locked) await audit.record({ kind: 'login.locked', userId: user?.id, ip, data: { email } });
        throw incorrect();
      }

      // Only now, with the right password, may the answer tell more than "incorrect".
      if (user.status !== 'ACTIVE') {
        await throttle.reset(email);
        throw forbidden(ACCOUNT_ERROR_DETAILS.emailNotConfirmed);
      }
      if (user.disabled_at) throw forbidden(ACCOUNT_ERROR_DETAILS.accountDisabled);
      // The second factor, asked for after the password; a wrong code counts towards the same lock, and the
      // failure count is reset only once the code is right.
      const secondFactor = await twoFactor.isEnabled(user.id);
      if (secondFactor) {
        const otp = request.body.otp?.trim();
        if (!otp) throw unauthorized(ACCOUNT_ERROR_DETAILS.twoFactorCodeRequired);
        if (!(await twoFactor.verifyCode(user.id, otp, clock()))) {
          const locked = await throttle.recordFailure(email, ticket);
          await audit.record({ kind: 'two_factor.failed', userId: user.id, ip });
          if (locked) await audit.record({ kind: 'login.locked', userId: user.id, ip, data: { email } });
          throw unauthorized(ACCOUNT_ERROR_DETAILS.twoFactorCodeInvalid);
        }
      }
      await throttle.reset(email);
      if (hasher.needsRehash(user.password_hash)) {
        await users.upgradePasswordHash(user.id, await hasher.hash(password));
      }
      const session = await ctx.db.transaction().execute(async (trx) => {
        await users.recordLogin(user.id, clock(), trx);
        await audit.record({ kind: 'login.succeeded', userId: user.id, ip, data: { secondFactor } }, trx);
        return sessions.open(user, trx, secondFactor);
      });
      return sessions.respond(reply, session);
    },
  );

  app.post(
    API_PATHS.refreshToken.template,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh token (cookie, or body for API clients) for new tokens',
        body: refreshTokenRequestSchema,
        response: { 200: sessionResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.refresh },
    },
    async (request, reply) => {
      const presented = sessions.presentedToken(request, request.body);
      const session = presented ? await sessions.rotate(presented, request.ip) : null;
      if (!session) {
        sessions.clearCookie(reply);
        throw unauthorized(ACCOUNT_ERROR_DETAILS.notAuthenticated);
      }
      return sessions.respond(reply, session);
    },
  );

  app.post(
    API_PATHS.logout.template,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session server-side and clears the cookie',
        body: refreshTokenRequestSchema,
        response: { 204: z.undefined().describe('Signed out'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      // Whatever identifies the session ends it; signing out without any is not an error (idempotent).
      const presented = sessions.presentedToken(request, request.body);
      let sessionId = presented ? await sessions.revokeByRefreshToken(presented, 'logout') : undefined;
      const access = bearerToken(request);
      if (!sessionId && access) {
        const claims = await app.accessTokens.verify(access);
        if (claims) {
          sessionId = claims.sessionId;
          await sessions.revoke(sessionId, 'logout');
        }
      }
      if (sessionId) await audit.record({ kind: 'logout', ip: request.ip, data: { sessionId } });
      sessions.clearCookie(reply);
      return reply.status(204).send();
    },
  );
  done();
};
