import fp from 'fastify-plugin';
import type { BotCheckChallenge } from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { badRequest } from '../../http/http-errors.js';
import { getOrCreateAppSecret, SECRET_KEYS } from '../../security/app-secrets.js';
import { createAltcha } from './altcha.js';
import { siteverify } from './recaptcha.js';
import { DEFAULT_BOT_CHECK_SETTINGS } from './settings.js';
import { createSolutionsRepository } from './solutions-repository.js';

export interface BotCheck {
  kind: 'altcha' | 'recaptcha';
  /** Throws 400 `reCAPTCHA verification failed` unless the token proves a human (and was not used before). */
  assert(token: string | undefined, remoteIp: string): Promise<void>;
  /** An ALTCHA challenge; null when BOT_CHECK=recaptcha. */
  createChallenge(): Promise<BotCheckChallenge | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/** The bot check of the sign-up and contact forms (docs/spec/product.md): ALTCHA by default, reCAPTCHA on request. */
export const botCheckPlugin = fp<{ overrides?: AppOverrides }>(
  (app, { overrides = {} }, done) => {
    const clock = overrides.clock ?? systemClock;
    const settings = {
      ...DEFAULT_BOT_CHECK_SETTINGS,
      ...overrides.botCheck,
      altcha: { ...DEFAULT_BOT_CHECK_SETTINGS.altcha, ...overrides.botCheck?.altcha },
    };
    const { config, database } = app;
    let key: Promise<string> | undefined;
    const hmacKey = () => {
      key ??= config.altchaHmacKey
        ? Promise.resolve(config.altchaHmacKey)
        : getOrCreateAppSecret(database.db, SECRET_KEYS.altcha);
      key.catch(() => (key = undefined));
      return key;
    };
    const altcha = createAltcha({
      hmacKey,
      settings: settings.altcha,
      solutions: createSolutionsRepository(database.db),
      clock,
    });
    const recaptcha = settings.recaptchaVerifier ?? siteverify(config.recaptchaSecret ?? '');

    const verify = (token: string, remoteIp: string) =>
      config.botCheck === 'recaptcha' ? recaptcha(token, remoteIp) : altcha.verify(token);

    app.decorate('botCheck', {
      kind: config.botCheck,
      async assert(token, remoteIp) {
        if (!token || !(await verify(token, remoteIp))) throw badRequest(API_ERROR_DETAILS.botCheckFailed);
      },
      async createChallenge() {
        if (config.botCheck !== 'altcha') return null;
        const { parameters, signature } = await altcha.createChallenge();
        return { parameters: { ...parameters }, signature };
      },
    } satisfies BotCheck);
    done();
  },
  { name: 'bot-check', dependencies: ['app-context'] },
);
