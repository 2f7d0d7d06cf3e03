import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './env.js';
import { serializeRequest } from './log-serializers.js';

/** Headers holding credentials, wherever a headers object is logged (req.headers, res.headers, …). */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie'].map((name) => `["${name}"]`);
/** Body and object fields that hold credentials. pino's paths have no recursive wildcard: cover three levels. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetPasswordToken',
  'recaptchaToken',
];

const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [`headers${header}`, `*.headers${header}`]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Structured JSON logs (one line per event) with credentials removed before they reach any sink. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
