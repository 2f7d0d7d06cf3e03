import { jwtVerify, SignJWT } from 'jose';

/** docs/spec/sessions-and-accounts.md: short-lived, so a stolen access token is worth little; revocation is checked per request anyway. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const TOKEN_USE = 'access';

export interface AccessTokenClaims {
  userId: number;
  /** The refresh-token family (login session) the token belongs to: revoking it ends the access token too. */
  sessionId: string;
}

export interface AccessTokenOptions {
  /** Resolves the HS256 key (from JWT_SECRET or the generated secret in app_settings). */
  secret: () => Promise<Uint8Array>;
  issuer: string;
  audience: string;
  clock: () => Date;
}

/**
 * Signs and checks access tokens (JWT, HS256). Verification pins the algorithm (no `none`, no RS/HS
 * confusion), and requires exp, iat, iss, aud, sub, sid and `typ: "access"`: an opaque refresh token or any
 * other JWT signed with the same key is refused.
 */
export function createAccessTokens({ secret, issuer, audience, clock }: AccessTokenOptions) {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  return {
    async sign({ userId, sessionId }: AccessTokenClaims): Promise<string> {
      const now = seconds();
      return new SignJWT({ sid: sessionId, typ: TOKEN_USE })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await secret());
    },

    /** The claims of a valid token; null for anything else (malformed, forged, expired, wrong kind). */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      // Outside the try: a key that cannot be read (database down) is a 503, not "bad token".
      const key = await secret();
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          currentDate: clock(),
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (payload.typ !== TOKEN_USE || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') {
          return null;
        }
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
