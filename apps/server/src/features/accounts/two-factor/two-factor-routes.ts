import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  disableTwoFactorRequestSchema,
  recoveryCodesSchema,
  securityStatusSchema,
  TWO_FACTOR_ERROR_DETAILS,
  twoFactorCodeRequestSchema,
  twoFactorSetupSchema,
} from '@app/contract/two-factor';
import { requireUser } from '../../../auth/auth-plugin.js';
import { badRequest, conflict, unauthorized } from '../../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../../http/schemas.js';
import type { AccountsContext } from '../accounts-context.js';
import { enrolmentOf } from './totp.js';

const SECURITY = [{ bearerAuth: [] }];

/**
 * users/me/security and users/me/two-factor/*: enrolment (setup → enable with the first code), recovery
 * codes, disabling. Offered to every user; operators need it for the console (decision 0017).
 */
export const twoFactorRoutes: FastifyPluginCallbackZod<AccountsContext> = (app, ctx, done) => {
  const { twoFactor, users, hasher, throttle, sessions, audit, clock, settings } = ctx;
  const invalidCode = () => badRequest(TWO_FACTOR_ERROR_DETAILS.invalidCode);

  app.get(
    API_PATHS.mySecurity.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Role, second factor and whether this session proved it',
        security: SECURITY,
        response: { 200: securityStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const status = await twoFactor.status(user.id);
      reply.header('cache-control', NO_STORE);
      return {
        role: user.role,
        twoFactorEnabled: status.enabled,
        recoveryCodesLeft: status.recoveryCodesLeft,
        sessionSecondFactor: user.secondFactor,
      };
    },
  );

  app.post(
    API_PATHS.twoFactorSetup.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Start enrolment: a new secret and its QR code (not active until enabled with a code)',
        security: SECURITY,
        response: { 200: twoFactorSetupSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.changePassword },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const secret = await twoFactor.beginEnrolment(user.id, clock());
      if (!secret) throw conflict(TWO_FACTOR_ERROR_DETAILS.alreadyEnabled);
      reply.header('cache-control', NO_STORE);
      return { secret, ...(await enrolmentOf(secret, user.email)) };
    },
  );

  app.post(
    API_PATHS.twoFactorEnable.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Finish enrolment with the first code; answers the recovery codes (shown once)',
        security: SECURITY,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.changePassword },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (await twoFactor.isEnabled(user.id)) throw conflict(TWO_FACTOR_ERROR_DETAILS.alreadyEnabled);
      const codes = await ctx.db.transaction().execute(async (trx) => {
        const recoveryCodes = await twoFactor.confirmEnrolment(user.id, request.body.code, clock(), trx);
        if (!recoveryCodes) return null;
        // This session has just proved the factor.
        if (request.sessionId) await sessions.markSecondFactor(request.sessionId, trx);
        await audit.record({ kind: 'two_factor.enabled', userId: user.id, ip: request.ip }, trx);
        return recoveryCodes;
      });
      if (!codes) throw invalidCode();
      reply.header('cache-control', NO_STORE);
      return { recoveryCodes: codes };
    },
  );

  app.post(
    API_PATHS.twoFactorRecoveryCodes.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Replace the recovery codes (a current code is required); the old ones stop working',
        security: SECURITY,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.changePassword },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await twoFactor.isEnabled(user.id))) throw conflict(TWO_FACTOR_ERROR_DETAILS.notEnabled);
      const codes = await ctx.db.transaction().execute(async (trx) => {
        if (!(await twoFactor.verifyCode(user.id, request.body.code, clock(), trx))) return null;
        await audit.record({ kind: 'two_factor.recovery_codes', userId: user.id, ip: request.ip }, trx);
        return twoFactor.regenerateRecoveryCodes(user.id, trx);
      });
      if (!codes) throw invalidCode();
      reply.header('cache-control', NO_STORE);
      return { recoveryCodes: codes };
    },
  );

  app.post(
    API_PATHS.twoFactorDisable.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Turn the second factor off (password and a current or recovery code)',
        security: SECURITY,
        body: disableTwoFactorRequestSchema,
        response: { 204: z.undefined().describe('Disabled'), ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.changePassword },
    },
    async (request, reply) => {
      const user = (await users.findById(requireUser(request).id)) ?? null;
      if (!user) throw unauthorized();
      if (!(await twoFactor.isEnabled(user.id))) throw conflict(TWO_FACTOR_ERROR_DETAILS.notEnabled);
      // A stolen access token must not be enough: the password meets the sign-in throttle.
      // The attempt is counted before the password is verified (login-throttle.ts).
      const ticket = await throttle.beforeAttempt(user.email);
      if (ticket.locked || !(await hasher.verify(user.password_hash, request.body.password))) {
        await throttle.recordFailure(user.email, ticket);
        throw badRequest(TWO_FACTOR_ERROR_DETAILS.wrongPassword);
      }
      await throttle.reset(user.email);
      const disabled = await ctx.db.transaction().execute(async (trx) => {
        if (!(await twoFactor.verifyCode(user.id, request.body.code, clock(), trx))) return false;
        await twoFactor.disable(user.id, trx);
        await audit.record({ kind: 'two_factor.disabled', userId: user.id, ip: request.ip }, trx);
        return true;
      });
      if (!disabled) throw invalidCode();
      return reply.status(204).send();
    },
  );
  done();
};
