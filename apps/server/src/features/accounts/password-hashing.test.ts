import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import {
  createAccountsTestApp,
  createActiveUser,
  login,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { createPasswordHasher } from './password-hashing.js';
import { DEFAULT_ACCOUNTS_SETTINGS } from './settings.js';

describe('argon2id with the production parameters', () => {
  const hasher = createPasswordHasher(DEFAULT_ACCOUNTS_SETTINGS.passwordHashing);

  it('meets docs/spec/sessions-and-accounts.md (m ≥ 19 MiB, t ≥ 2, p = 1), verifies, and spends comparable time on unknown users', async () => {
    const started = performance.now();
    const hash = await hasher.hash('引張強度は60MPa以上 correct horse');
    const hashMs = performance.now() - started;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, '引張強度は60MPa以上 correct horse')).toBe(true);
    expect(await hasher.verify(hash, '引張強度は60MPa以上 correct horse ')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    // No truncation: a 128-character password differs from its 127-character prefix.
    const long = 'あ'.repeat(127) + 'い';
    expect(await hasher.verify(await hasher.hash(long), 'あ'.repeat(128))).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(hasher.needsRehash('$argon2id$v=19$m=1024,t=1,p=1$abc$def')).toBe(true);
    expect(await hasher.verifyDummy('anything')).toBe(false);
    // Report, do not assert, the time: a slow machine must not fail the suite.
    console.info(`argon2id m=19456 t=2 p=1 hash: ${hashMs.toFixed(1)} ms`);
  });
});

describe('sign-in with production hashing', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({
      accounts: { passwordHashing: DEFAULT_ACCOUNTS_SETTINGS.passwordHashing },
    });
  });
  afterAll(() => t.close());

  it('signs up and in, and upgrades an old weaker hash at the next sign-in', async () => {
    const user = await createActiveUser(t);
    const stored = () =>
      t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow();
    expect((await stored()).password_hash).toMatch(/m=19456,t=2,p=1/);
    // As if hashed by an older release with cheaper parameters.
    const weak = await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash(
      user.password,
    );
    await t.database.db
      .updateTable('users')
      .set({ password_hash: weak })
      .where('email', '=', user.email)
      .execute();
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expect((await stored()).password_hash).toMatch(/m=19456,t=2,p=1/);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.login.build(),
          payload: { email: user.email, password: 'nope nope' },
        })
      ).statusCode,
    ).toBe(401);
  });
  it('spends an argon2 verification on unknown addresses too, so timing does not tell them apart', async () => {
    const user = await createActiveUser(t);
    const timeOf = async (email: string) => {
      const started = performance.now();
      const response = await login(
        t,
        email,
        'wrong password here',
        `198.51.100.${Math.floor(Math.random() * 250)}`,
      );
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Two failures per address stay below the throttle's first delay.
    for (let i = 0; i < 2; i++) {
      for (let j = 0; j < 3; j++) {
        known.push(await timeOf(j === 0 ? user.email : (await createActiveUser(t)).email));
        unknown.push(await timeOf(`nobody-${i}-${j}@acme-chem.co.jp`));
      }
    }
    // Without the dummy hash an unknown address would answer in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
