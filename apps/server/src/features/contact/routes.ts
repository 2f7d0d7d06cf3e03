import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, messageResponseSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { enqueueMail } from '../../mail/mail-job.js';
import { operatorContactMail } from './contact-mail.js';
import { createContactRepository } from './contact-repository.js';

const RECEIVED = { message: 'Your message has been received.' };

/** POST contact/: for visitors and users alike; stored, then mailed to OPERATOR_EMAIL by a job. */
export const contactRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const contact = createContactRepository(app.database.db);
  let warnedNoOperator = false;

  app.post(
    API_PATHS.contact.template,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator (signed-in senders are recorded with their account)',
        body: contactRequestSchema,
        response: { 201: messageResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const { recaptchaToken, ...form } = request.body;
      // A stale or broken session must not cost the visitor the message they typed: it is then sent anonymously.
      await app.authenticateOptional(request, reply).catch(() => void reply.removeHeader('www-authenticate'));
      await app.botCheck.assert(recaptchaToken, request.ip);

      const message = { ...form, userId: request.user?.id ?? null, ip: request.ip };
      const operator = app.config.operatorEmail;
      await app.database.db.transaction().execute(async (trx) => {
        const id = await contact.insert(message, clock(), trx);
        if (operator) await enqueueMail(app.jobs, operatorContactMail(operator, id, message), trx);
      });
      if (operator) app.jobs.worker.wake();
      else if (!warnedNoOperator) {
        warnedNoOperator = true;
        request.log.warn('OPERATOR_EMAIL is not set: contact messages are stored but not mailed');
      }
      return reply.status(201).send(RECEIVED);
    },
  );
  done();
};
