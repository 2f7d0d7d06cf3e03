import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { emailRequestSchema, messageResponseSchema, registerRequestSchema } from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import { bearerToken } from '../../auth/auth-plugin.js';
import { badRequest, conflict, validationFailed } from '../../http/http-errors.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import type { AccountsContext } from './accounts-context.js';
import { normalizeEmail } from './email-address.js';
import { isRegistrableEmail } from './email-domain-policy.js';
import { enqueueLinkMail, enqueueLinkRequest, LINK_MAIL_JOBS } from './link-mail-jobs.js';
import { assertAcceptablePassword } from './password-policy.js';
import { recordTermsAgreement } from './terms-agreements.js';

/** The same answer for a new address and a not yet confirmed one: sign-up must not reveal which it was. */
const REGISTERED = { message: 'Registration accepted. A confirmation mail has been sent.' };
const MAYBE_SENT = { message: 'If the address needs it, a mail has been sent.' };
/**
 * Completing the sign-up activates the account and opens no session: the link may be opened on a shared
 * or borrowed device, or in a browser where someone else is signed in, and a mailed link alone (forwarded,
 * read by a mail gateway) should not be a login. The page then asks the user to log in with the password.
 */
const COMPLETED = { message: 'Registration completed. Please log in.' };

/** POST users/register, PATCH users/complete-registration, POST users/resend-registration. */
export const registrationRoutes: FastifyPluginCallbackZod<AccountsContext> = (app, ctx, done) => {
  const { users, tokens, hasher, audit, settings, clock } = ctx;

  app.post(
    API_PATHS.register.template,
    {
      schema: {
        tags: ['users'],
        summary: 'Sign up with a company e-mail address; mails the confirmation link',
        body: registerRequestSchema,
        response: { 201: messageResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.register },
    },
    async (request, reply) => {
      const {
        password,
        recaptchaToken,
        agreedTermsVersion,
        referrerUrl,
        email: typedEmail,
        ...profile
      } = request.body;
      const email = normalizeEmail(typedEmail);
      if (!email) {
        throw validationFailed([
          { loc: ['body', 'email'], msg: 'メールアドレスの形式が正しくありません', type: 'value_error' },
        ]);
      }
      // Checks that reveal nothing come first, so a corrected form can reuse its solved bot check.
      if (!(await isRegistrableEmail(email, app.config.allowedEmailDomains, ctx.db))) {
        throw badRequest(API_ERROR_DETAILS.unauthorizedDomain);
      }
      assertAcceptablePassword(password, 'password', { email, companyName: profile.companyName });
      await app.botCheck.assert(recaptchaToken, request.ip);

      const existing = await users.findByEmail(email);
      if (existing?.status === 'ACTIVE') throw conflict(API_ERROR_DETAILS.userAlreadyExists);
      const passwordHash = await hasher.hash(password);
      // The user and its mail job commit together: an acknowledged sign-up always gets its mail, even after kill -9.
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        const now = clock();
        let userId = existing
          ? undefined
          : await users.insertInactive(email, passwordHash, profile, now, trx);
        if (userId === undefined) {
          // An INACTIVE address (or one signed up at this very moment by another request): the latest form wins.
          const current = existing ?? (await users.findByEmail(email, trx))!;
          if (current.status === 'ACTIVE') return 'exists' as const;
          userId = current.id;
          await users.replaceInactive(userId, passwordHash, profile, now, trx);
        }
        await recordTermsAgreement(trx, userId, agreedTermsVersion, request.ip, now);
        // The previous link carries the previous form's password: only the new one may complete the sign-up.
        await tokens.consumeAll(userId, 'registration', now, trx);
        await enqueueLinkMail(app.jobs, LINK_MAIL_JOBS.registration, userId, trx, referrerUrl);
        return 'queued' as const;
      });
      if (outcome === 'exists') throw conflict(API_ERROR_DETAILS.userAlreadyExists);
      app.jobs.worker.wake();
      return reply.status(201).send(REGISTERED);
    },
  );

  app.patch(
    API_PATHS.completeRegistration.template,
    {
      schema: {
        tags: ['users'],
        summary: 'Complete the sign-up with the mailed token (Bearer); the user then logs in',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.completeRegistration },
    },
    async (request) => {
      const token = bearerToken(request);
      // Unknown, expired, used, or already completed: the spec's browser reads this detail as "link expired"
      // and sends the user back to sign-up, which re-sends a link for an address still INACTIVE.
      const expired = () => badRequest(API_ERROR_DETAILS.userNotInactive);
      if (!token) throw expired();
      const completed = await ctx.db.transaction().execute(async (trx) => {
        const now = clock();
        const found = await tokens.findValid(token, 'registration', now, trx);
        if (!found || !(await tokens.consume(found.id, now, trx))) return false;
        if (!(await users.activate(found.userId, now, trx))) return false;
        await tokens.consumeAll(found.userId, 'registration', now, trx);
        await audit.record({ kind: 'registration.completed', userId: found.userId, ip: request.ip }, trx);
        return true;
      });
      if (!completed) throw expired();
      return COMPLETED;
    },
  );

  app.post(
    API_PATHS.resendRegistration.template,
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a new confirmation link (same answer whether or not the address is registered)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: settings.rateLimits.resend },
    },
    async (request) => {
      if (request.body.recaptchaToken !== undefined)
        await app.botCheck.assert(request.body.recaptchaToken, request.ip);
      const email = normalizeEmail(request.body.email);
      // The same work for every address (no timing difference); the job decides what to send.
      if (email) await enqueueLinkRequest(app.jobs, email, 'resend');
      return MAYBE_SENT;
    },
  );
  done();
};
