import fp from 'fastify-plugin';
import { defineSendMailJob } from './mail-job.js';
import { createMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The mailer of this app (SMTP or the .eml outbox) and the generic `mail.send` job kind. */
export const mailPlugin = fp(
  (app, _options, done) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    defineSendMailJob(app.jobs, mailer);
    done();
  },
  { name: 'mail', dependencies: ['app-context', 'jobs'] },
);
