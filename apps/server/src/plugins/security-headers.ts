import fastifyHelmet from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every response — API, static files, 404s and errors alike (helmet's onRequest hook).
 * No inline scripts anywhere: the web app and the Swagger UI load only files from this origin.
 * Inline styles stay allowed because MUI/emotion inject <style> tags at run time.
 */
const HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} satisfies HelmetOptions;

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, HEADERS);
  },
  { name: 'security-headers' },
);

const applyHeaders = helmet(HEADERS);

/** The same headers for the few answers Fastify gives before any hook runs (a URL it cannot decode). */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applyHeaders(request, response, () => undefined);
}
