import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { EMAIL_IMMUTABLE_MESSAGE, profileSchema, profileUpdateSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { requireUser } from '../../auth/auth-plugin.js';
import { unauthorized, validationFailed } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import type { AccountsContext } from './accounts-context.js';
import { normalizeEmail } from './email-address.js';
import { toProfile } from './users-repository.js';

/** GET and PUT users/me. */
export const profileRoutes: FastifyPluginCallbackZod<AccountsContext> = (app, { users, clock }, done) => {
  const load = async (id: number) => {
    const user = await users.findById(id);
    if (!user) throw unauthorized();
    return user;
  };

  app.get(
    API_PATHS.me.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user’s profile',
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return toProfile(await load(requireUser(request).id));
    },
  );

  app.put(
    API_PATHS.me.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Update the profile (typeCode is ignored: plans change only by the operator)',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = await load(requireUser(request).id);
      const { email, ...fields } = request.body;
      if (email !== undefined && normalizeEmail(email) !== user.email) {
        throw validationFailed([
          { loc: ['body', 'email'], msg: EMAIL_IMMUTABLE_MESSAGE, type: 'email_immutable' },
        ]);
      }
      await users.updateProfile(user.id, fields, clock());
      reply.header('cache-control', NO_STORE);
      return toProfile(await load(user.id));
    },
  );
  done();
};
