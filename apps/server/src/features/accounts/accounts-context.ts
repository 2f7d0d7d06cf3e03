import type { FastifyInstance } from 'fastify';
import { createAuditLog, type AuditLog } from '../../audit/audit-log.js';
import type { DbExecutor } from '../../db/schema.js';
import { getOrCreateAppSecret, SECRET_KEYS } from '../../security/app-secrets.js';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js';
import { createOneTimeTokensRepository, type OneTimeTokensRepository } from './one-time-tokens-repository.js';
import { createPasswordHasher, type PasswordHasher } from './password-hashing.js';
import { createRefreshTokensRepository } from './refresh-tokens-repository.js';
import { createSessions, type Sessions } from './sessions.js';
import type { AccountsSettings } from './settings.js';
import { createTwoFactorRepository, type TwoFactorRepository } from './two-factor/two-factor-repository.js';
import { createUsersRepository, type UsersRepository } from './users-repository.js';

/** Everything the account routes share, built once per app. */
export interface AccountsContext {
  db: DbExecutor;
  clock: () => Date;
  settings: AccountsSettings;
  users: UsersRepository;
  tokens: OneTimeTokensRepository;
  sessions: Sessions;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
  audit: AuditLog;
  twoFactor: TwoFactorRepository;
}

export function createAccountsContext(
  app: FastifyInstance,
  settings: AccountsSettings,
  clock: () => Date,
): AccountsContext {
  const { db, dialect } = app.database;
  const users = createUsersRepository(db);
  const audit = createAuditLog(db, clock);
  let childSecret: Promise<string> | undefined;
  return {
    db,
    clock,
    settings,
    users,
    tokens: createOneTimeTokensRepository(db),
    audit,
    twoFactor: createTwoFactorRepository(db),
    hasher: createPasswordHasher(settings.passwordHashing),
    throttle: createLoginThrottle({ db, clock, settings: settings.loginThrottle, sleep: settings.sleep }),
    sessions: createSessions({
      db,
      refreshTokens: createRefreshTokensRepository(db, dialect),
      users,
      audit,
      accessTokens: app.accessTokens,
      clock,
      settings,
      childSecret: () => (childSecret ??= getOrCreateAppSecret(db, SECRET_KEYS.refreshChild)),
    }),
  };
}
