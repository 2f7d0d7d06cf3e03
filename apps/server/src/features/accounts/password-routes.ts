import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ERROR_DETAILS,
  changePasswordRequestSchema,
  emailRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
} from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import { requireUser } from '../../auth/auth-plugin.js';
import { badRequest } from '../../http/http-errors.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { enqueueMail } from '../../mail/mail-job.js';
import type { AccountsContext } from './accounts-context.js';
import { passwordChangedMail, passwordResetDoneMail } from './account-mails.js';
import { normalizeEmail } from './email-address.js';
import { enqueueLinkRequest } from './link-mail-jobs.js';
import { assertAcceptablePassword } from './password-policy.js';

const MAYBE_SENT = { message: 'If the address is registered, a mail has been sent.' };
const RESET_DONE = { message: 'Password reset. Please sign in with the new password.' };

/** POST auth/reset-password (reissue), PATCH users/reset-password, PATCH users/change-password. */
export const passwordRoutes: FastifyPluginCallbackZod<AccountsContext> = (app, ctx, done) => {
  const { users, tokens, sessions, hasher, throttle, audit, settings, clock } = ctx;
  const appBaseUrl = app.config.appBaseUrl;

  app.post(
    API_PATHS.reissuePassword.template,
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (same answer whether or not the address is registered)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.reissue },
    },
    async (request) => {
      if (request.body.recaptchaToken !== undefined)
        await app.botCheck.assert(request.body.recaptchaToken, request.ip);
      const email = normalizeEmail(request.body.email);
      // The same work for every address (no timing difference); the job decides what to send.
      if (email) await enqueueLinkRequest(app.jobs, email, 'reissue');
      return MAYBE_SENT;
    },
  );

  app.patch(
    API_PATHS.resetPassword.template,
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the mailed reset token; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.resetPassword },
    },
    async (request) => {
      const { newPassword, resetPasswordToken } = request.body;
      const invalid = () => badRequest(ACCOUNT_ERROR_DETAILS.invalidResetToken);
      const found = await tokens.findValid(resetPasswordToken, 'password_reset', clock());
      const user = found && (await users.findById(found.userId));
      if (!found || !user) throw invalid();
      assertAcceptablePassword(newPassword, 'newPassword', {
        email: user.email,
        companyName: user.company_name,
      });
      const passwordHash = await hasher.hash(newPassword);

      const applied = await ctx.db.transaction().execute(async (trx) => {
        const now = clock();
        // Single use even when the link is submitted twice at once: only one consume succeeds.
        if (!(await tokens.consume(found.id, now, trx))) return false;
        await tokens.consumeAll(user.id, 'password_reset', now, trx);
        await users.setPasswordHash(user.id, passwordHash, now, trx);
        await sessions.revokeAllOfUser(user.id, 'password_reset', trx);
        // Whoever holds the mailbox is the owner: a lock from someone else's guessing ends here.
        await throttle.reset(user.email, trx);
        await audit.record({ kind: 'password.reset', userId: user.id, ip: request.ip }, trx);
        await enqueueMail(app.jobs, passwordResetDoneMail(user, appBaseUrl), trx);
        return true;
      });
      if (!applied) throw invalid();
      app.jobs.worker.wake();
      return RESET_DONE;
    },
  );

  app.patch(
    API_PATHS.changePassword.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the password; ends every other session and returns fresh tokens for this one',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 200: sessionResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.changePassword },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const user = (await users.findById(requireUser(request).id))!;
      // The replacing session keeps what this one proved: an operator stays able to use the console.
      const secondFactor = requireUser(request).secondFactor;
      const wrong = () => badRequest(API_ERROR_DETAILS.currentPasswordIncorrect);
      // Guessing the current password with a stolen access token meets the same throttle as the sign-in form.
      const ticket = await throttle.beforeAttempt(user.email);
      if (ticket.locked) throw wrong();
      if (!(await hasher.verify(user.password_hash, currentPassword))) {
        await throttle.recordFailure(user.email, ticket);
        throw wrong();
      }
      // The attempt was counted before the check: the right password clears it at once.
      await throttle.reset(user.email);
      assertAcceptablePassword(newPassword, 'newPassword', {
        email: user.email,
        companyName: user.company_name,
      });
      const passwordHash = await hasher.hash(newPassword);

      const session = await ctx.db.transaction().execute(async (trx) => {
        const now = clock();
        await users.setPasswordHash(user.id, passwordHash, now, trx);
        // Every session ends (other devices, and a thief's); this tab continues with a new one.
        await sessions.revokeAllOfUser(user.id, 'password_changed', trx);
        await audit.record({ kind: 'password.changed', userId: user.id, ip: request.ip }, trx);
        await enqueueMail(app.jobs, passwordChangedMail(user, appBaseUrl), trx);
        return sessions.open(user, trx, secondFactor);
      });
      app.jobs.worker.wake();
      return sessions.respond(reply, session);
    },
  );
  done();
};
