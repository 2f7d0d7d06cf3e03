import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { botCheckChallengeSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { notFound } from '../../http/http-errors.js';

export const botCheckRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.botCheckChallenge.template,
    {
      schema: {
        tags: ['bot-check'],
        summary: 'An ALTCHA challenge for the sign-up and contact forms (the widget’s challengeurl)',
        response: { 200: botCheckChallengeSchema, ...ERROR_RESPONSES },
      },
      // Creating a challenge is cheap for us, but a flood of them is still a flood.
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (_request, reply) => {
      const challenge = await app.botCheck.createChallenge();
      if (!challenge) throw notFound('ALTCHA is not enabled (BOT_CHECK=recaptcha)');
      reply.header('cache-control', NO_STORE);
      return challenge;
    },
  );
  done();
};
