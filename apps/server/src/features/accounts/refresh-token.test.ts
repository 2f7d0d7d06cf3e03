// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  login,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { hashSecretToken } from './secret-tokens.js';

describe('POST /auth/refresh-token', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const refreshWithBody = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: API_PATHS.refreshToken.build(), payload: { refreshToken } });
  const refreshWithCookie = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken.build(),
      cookies: { refresh_token: refreshToken },
    });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers: bearer(accessToken) });

  async function signedIn(): Promise<SessionResponse> {
    const user = await createActiveUser(t);
    return (await login(t, user.email, user.password)).json<SessionResponse>();
  }

  it('rotates on every refresh, from the cookie or the body', async () => {
    const session = await signedIn();
    const first = await refreshWithCookie(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<SessionResponse>();
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(rotated).toMatchObject({ name: '山田 太郎', typeCode: 'free' });
    expect(String(first.headers['set-cookie'])).toContain(`refresh_token=${rotated.refreshToken}`);
    const second = await refreshWithBody(rotated.refreshToken);
    expect(second.statusCode).toBe(200);
    expect((await me(second.json<SessionResponse>().accessToken)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.refreshToken.build() })).statusCode).toBe(
      401,
    );
    expect((await refreshWithBody('unknown-token')).json()).toEqual({ detail: 'Not authenticated' });
  });

  it('revokes the whole family when an already rotated token comes back (theft)', async () => {
    const session = await signedIn();
    const tokens = [session.refreshToken];
    let latest = session;
    for (let i = 0; i < 3; i++) {
      latest = (await refreshWithBody(tokens.at(-1)!)).json<SessionResponse>();
      tokens.push(latest.refreshToken);
    }
    t.clock.advance(11_000);
    const replay = await refreshWithBody(tokens[0]!);
    expect(replay.statusCode).toBe(401);
    // The thief and the owner are both out: the current token and its access token stop working.
    expect((await refreshWithBody(tokens[3]!)).statusCode).toBe(401);
    expect((await me(latest.accessToken)).statusCode).toBe(401);
    const events = await t.database.db
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', '=', 'refresh.reuse_detected')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(1);
    // Another session of the same user is not affected.
    const families = await t.database.db
      .selectFrom('refresh_token_families')
      .select(['revoked_reason'])
      .execute();
    expect(families.map((family) => family.revoked_reason)).toContain('refresh_token_reuse');
  });

  it('accepts the immediate parent again within the grace window (two tabs), in the same family', async () => {
    const session = await signedIn();
    const tabA = (await refreshWithBody(session.refreshToken)).json<SessionResponse>();
    t.clock.advance(3_000);
    const tabB = await refreshWithBody(session.refreshToken);
    expect(tabB.statusCode).toBe(200);
    const b = tabB.json<SessionResponse>();
    // The replay gets the current child itself (as Supabase answers), never a sibling of its own.
    expect(b.refreshToken).toBe(tabA.refreshToken);
    expect(String(tabB.headers['set-cookie'])).toContain(`refresh_token=${tabA.refreshToken}`);
    expect((await me(b.accessToken)).statusCode).toBe(200);
    const { count } = await t.database.db
      .selectFrom('refresh_tokens')
      .innerJoin('refresh_tokens as parent', 'parent.id', 'refresh_tokens.parent_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('parent.token_hash', '=', hashSecretToken(session.refreshToken))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
    // One chain goes on; once its child has rotated, replaying the first parent is theft.
    const next = await refreshWithBody(b.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await refreshWithBody(session.refreshToken)).statusCode).toBe(401);
    expect((await refreshWithBody(next.json<SessionResponse>().refreshToken)).statusCode).toBe(401);
  });

  it('never lets a replay inside the grace grow a second live chain (both chains refreshing)', async () => {
    const session = await signedIn();
    const chainA = (await refreshWithBody(session.refreshToken)).json<SessionResponse>();
    const chainB = (await refreshWithBody(session.refreshToken)).json<SessionResponse>();
    let a = chainA.refreshToken;
    let b = chainB.refreshToken;
    for (let step = 0; step < 3; step++) {
      a = (await refreshWithBody(a)).json<SessionResponse>().refreshToken;
      b = (await refreshWithBody(b)).json<SessionResponse>().refreshToken;
      // The second "chain" only ever catches up with the first: the same token each time.
      expect(b).toBe(a);
    }
    const { familyId } = await t.database.db
      .selectFrom('refresh_tokens')
      .select('family_id as familyId')
      .where('token_hash', '=', hashSecretToken(a))
      .executeTakeFirstOrThrow();
    const live = await t.database.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('rotated_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('refuses an older ancestor inside the grace window, and the parent once the window has passed', async () => {
    const session = await signedIn();
    const child = (await refreshWithBody(session.refreshToken)).json<SessionResponse>();
    (await refreshWithBody(child.refreshToken)).json<SessionResponse>();
    // session.refreshToken is now a grandparent: reuse, although only milliseconds passed.
    expect((await refreshWithBody(session.refreshToken)).statusCode).toBe(401);

    const other = await signedIn();
    await refreshWithBody(other.refreshToken);
    t.clock.advance(10_001);
    expect((await refreshWithBody(other.refreshToken)).statusCode).toBe(401);
  });

  it('survives 20 parallel refreshes with one token: no 5xx, one family left', async () => {
    const session = await signedIn();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => refreshWithBody(session.refreshToken)),
    );
    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    const ok = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<SessionResponse>());
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const hashes = await Promise.all(
      ok.map(async (body) => {
        const familyOf = await t.database.db
          .selectFrom('refresh_tokens')
          .innerJoin('refresh_token_families', 'refresh_token_families.id', 'refresh_tokens.family_id')
          .select(['refresh_tokens.family_id', 'refresh_token_families.revoked_at'])
          .where(
            'refresh_tokens.token_hash',
            '=',
            (await import('./secret-tokens.js')).hashSecretToken(body.refreshToken),
          )
          .executeTakeFirstOrThrow();
        return familyOf;
      }),
    );
    const surviving = new Set(hashes.filter((row) => row.revoked_at === null).map((row) => row.family_id));
    expect(surviving.size).toBeLessThanOrEqual(1);
    // Each answer that said 200 holds a working token.
    for (const body of ok) expect((await me(body.accessToken)).statusCode).toBe(200);
  });

  it('expires after 30 idle days and after 90 days in any case', async () => {
    const idle = await signedIn();
    t.clock.advance(30 * 24 * 60 * 60_000 + 1);
    expect((await refreshWithBody(idle.refreshToken)).statusCode).toBe(401);

    let active = await signedIn();
    for (let day = 0; day < 95; day += 20) {
      t.clock.advance(20 * 24 * 60 * 60_000);
      const response = await refreshWithBody(active.refreshToken);
      if (day + 20 < 90) {
        expect(response.statusCode, `day ${day + 20}`).toBe(200);
        active = response.json<SessionResponse>();
      } else {
        expect(response.statusCode, `day ${day + 20}`).toBe(401);
        break;
      }
    }
  });
});

describe('POST /auth/logout', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('ends the session server-side and clears the cookie', async () => {
    const user = await createActiveUser(t);
    const session = (await login(t, user.email, user.password)).json<SessionResponse>();
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout.build(),
      cookies: { refresh_token: session.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(
      /refresh_token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.refreshToken.build(),
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers: bearer(session.accessToken) }))
        .statusCode,
    ).toBe(401);
  });

  it('ends the session of a Bearer access token when no refresh token is sent, and is idempotent', async () => {
    const user = await createActiveUser(t);
    const session = (await login(t, user.email, user.password)).json<SessionResponse>();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.logout.build(),
          headers: bearer(session.accessToken),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers: bearer(session.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.logout.build() })).statusCode).toBe(204);
  });
});
