import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '@app/contract/accounts';
import { API_BASE } from '@app/contract/api-paths';
import type { AuditLog } from '../../audit/audit-log.js';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from '../../auth/access-tokens.js';
import type { DbExecutor } from '../../db/schema.js';
import type { RefreshTokensRepository } from './refresh-tokens-repository.js';
import { childSecretToken, hashSecretToken, newSecretToken } from './secret-tokens.js';
import type { AccountsSettings } from './settings.js';
import { typeCodeOf, type UserRow, type UsersRepository } from './users-repository.js';

/**
 * The refresh-token cookie (docs/spec/sessions-and-accounts.md): HttpOnly so page scripts never see it, Secure, SameSite=Strict
 * (no cross-site request carries it, which is the CSRF protection of refresh and logout), and sent only to
 * the auth endpoints that read it.
 */
export const REFRESH_COOKIE = { name: 'refresh_token', path: `${API_BASE}/auth` } as const;

export interface OpenedSession {
  sessionId: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: Pick<UserRow, 'id' | 'name' | 'type_code'>;
}

export interface SessionsDeps {
  db: DbExecutor;
  refreshTokens: RefreshTokensRepository;
  users: UsersRepository;
  audit: AuditLog;
  accessTokens: AccessTokens;
  clock: () => Date;
  settings: Pick<AccountsSettings, 'refreshIdleMs' | 'refreshAbsoluteMs' | 'refreshGraceMs'>;
  /** Key of the child-token HMAC (see childSecretToken). */
  childSecret: () => Promise<string>;
}

/**
 * Login sessions: a refresh-token family per sign-in, rotated on every refresh. A rotated token presented
 * again means it was copied: the whole family is revoked (theft detection) — except within refreshGraceMs
 * of its rotation while it is still the immediate parent (no child of it rotated yet), where two tabs
 * refreshing at once is the likely story: that request gets the SAME child again (a child token is a
 * function of its parent), so a replay inside the grace never starts a second live chain.
 */
export function createSessions({
  db,
  refreshTokens,
  users,
  audit,
  accessTokens,
  clock,
  settings,
  childSecret,
}: SessionsDeps) {
  async function addToken(
    familyId: string,
    parentId: number | null,
    familyExpiresAt: Date,
    now: Date,
    trx: DbExecutor,
    refreshToken = newSecretToken(),
  ): Promise<{ refreshToken: string; refreshExpiresAt: Date }> {
    const idleEnd = now.getTime() + settings.refreshIdleMs;
    const refreshExpiresAt = new Date(Math.min(idleEnd, familyExpiresAt.getTime()));
    await refreshTokens.insertToken(
      { familyId, tokenHash: hashSecretToken(refreshToken), parentId, expiresAt: refreshExpiresAt },
      now,
      trx,
    );
    return { refreshToken, refreshExpiresAt };
  }

  return {
    /**
     * Starts a session (a new family). Only database work: call respond() after the transaction.
     * `secondFactor`: the sign-in proved a TOTP or recovery code (or replaces a session that had).
     */
    async open(
      user: OpenedSession['user'],
      trx: DbExecutor = db,
      secondFactor = false,
    ): Promise<OpenedSession> {
      const now = clock();
      const sessionId = randomUUID();
      const familyExpiresAt = new Date(now.getTime() + settings.refreshAbsoluteMs);
      await refreshTokens.insertFamily(sessionId, user.id, now, familyExpiresAt, trx, secondFactor);
      return { sessionId, user, ...(await addToken(sessionId, null, familyExpiresAt, now, trx)) };
    },

    /** Exchanges a refresh token for a new one; null when it is unknown, expired, revoked or replayed. */
    async rotate(presented: string, ip: string): Promise<OpenedSession | null> {
      // Read before the transaction: on SQLite's one connection a read beside it would wait for it.
      const childToken = childSecretToken(presented, await childSecret());
      return db.transaction().execute(async (trx) => {
        const now = clock();
        const nowIso = now.toISOString();
        const token = await refreshTokens.findForRotation(hashSecretToken(presented), trx);
        if (!token || token.familyRevokedAt !== null || token.familyExpiresAt <= nowIso) return null;

        if (token.rotatedAt === null) {
          if (token.expiresAt <= nowIso) return null;
          await refreshTokens.markRotated(token.id, now, trx);
        } else {
          const inGrace = now.getTime() - Date.parse(token.rotatedAt) <= settings.refreshGraceMs;
          if (!inGrace || (await refreshTokens.hasRotatedChild(token.id, trx))) {
            // Returning (not throwing) commits the revocation and its audit event.
            await refreshTokens.revokeFamily(token.familyId, 'refresh_token_reuse', now, trx);
            await audit.record(
              {
                kind: 'refresh.reuse_detected',
                userId: token.userId,
                ip,
                data: { sessionId: token.familyId },
              },
              trx,
            );
            return null;
          }
          // Inside the grace: the child this parent already yielded, as it is (no new token, no new chain).
          const child = await refreshTokens.findForRotation(hashSecretToken(childToken), trx);
          if (!child || child.rotatedAt !== null || child.expiresAt <= nowIso) return null;
          const user = await users.findById(token.userId, trx);
          if (!user || user.status !== 'ACTIVE') return null;
          const refreshExpiresAt = new Date(child.expiresAt);
          return { sessionId: token.familyId, user, refreshToken: childToken, refreshExpiresAt };
        }

        const user = await users.findById(token.userId, trx);
        if (!user || user.status !== 'ACTIVE' || user.disabled_at) return null;
        const familyExpiresAt = new Date(token.familyExpiresAt);
        const added = await addToken(token.familyId, token.id, familyExpiresAt, now, trx, childToken);
        return { sessionId: token.familyId, user, ...added };
      });
    },

    /** Signs the access token, sets the refresh cookie and builds the body of a session answer. */
    async respond(reply: FastifyReply, session: OpenedSession): Promise<SessionResponse> {
      const accessToken = await accessTokens.sign({ userId: session.user.id, sessionId: session.sessionId });
      reply.setCookie(REFRESH_COOKIE.name, session.refreshToken, {
        path: REFRESH_COOKIE.path,
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        maxAge: Math.max(0, Math.floor((session.refreshExpiresAt.getTime() - clock().getTime()) / 1000)),
      });
      reply.header('cache-control', 'no-store');
      return {
        accessToken,
        refreshToken: session.refreshToken,
        name: session.user.name,
        typeCode: typeCodeOf(session.user),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      };
    },

    /** The refresh token of a request: the cookie (browser) or the body (API clients). */
    presentedToken(
      request: FastifyRequest,
      body: { refreshToken?: string } | null | undefined,
    ): string | undefined {
      return body?.refreshToken ?? request.cookies[REFRESH_COOKIE.name] ?? undefined;
    },

    clearCookie(reply: FastifyReply): void {
      reply.clearCookie(REFRESH_COOKIE.name, {
        path: REFRESH_COOKIE.path,
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
      });
    },

    /** Ends the session a refresh token belongs to, whatever state the token is in. */
    async revokeByRefreshToken(presented: string, reason: string): Promise<string | undefined> {
      const familyId = await refreshTokens.familyOfToken(hashSecretToken(presented));
      if (familyId) await refreshTokens.revokeFamily(familyId, reason, clock());
      return familyId;
    },

    markSecondFactor: (sessionId: string, trx: DbExecutor = db) =>
      refreshTokens.markSecondFactor(sessionId, trx),

    async revoke(sessionId: string, reason: string): Promise<void> {
      await refreshTokens.revokeFamily(sessionId, reason, clock());
    },

    async revokeAllOfUser(userId: number, reason: string, trx: DbExecutor = db): Promise<void> {
      await refreshTokens.revokeAllOfUser(userId, reason, clock(), trx);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
