/** Query parameters whose values are credentials: the mailed links carry `?token=` (registration, reset). */
const SECRET_QUERY = /([?&](?:token|resetPasswordToken|refreshToken|accessToken)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

interface FastifyRequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
  raw: unknown;
}

/**
 * Fastify's request serializer, with credentials removed from the URL: a browser opening a mailed link
 * (GET /signup/confirm-register?token=…, answered with the web app) would otherwise write the token into the
 * "incoming request" log line. Objects that are not Fastify requests pass unchanged (the redact paths apply).
 */
export function serializeRequest(req: unknown): unknown {
  if (
    typeof req !== 'object' ||
    req === null ||
    !('raw' in req) ||
    typeof (req as { url?: unknown }).url !== 'string'
  ) {
    return req;
  }
  const request = req as FastifyRequestLike;
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
