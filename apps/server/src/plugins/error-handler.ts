import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@app/contract/api-errors';
import { isStorageFailure, STORAGE_UNAVAILABLE_DETAIL } from '../db/storage-failure.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../http/http-errors.js';
import { toValidationIssues } from '../http/validation-issues.js';
import { setSecurityHeaders } from './security-headers.js';

export interface ErrorHandlerOptions {
  /**
   * Gets the first look at an unknown path; returns true when it answered (the web app's index.html for
   * browser routes), false to let the JSON 404 go out.
   */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/** Fastify's codes for a body that is not JSON although it says so: a validation failure from the client's view. */
const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** SQLSTATEs of text PostgreSQL cannot hold: character_not_in_repertoire, untranslatable_character. */
const REFUSED_TEXT_CODES = new Set(['22021', '22P05']);

interface Answer {
  status: number;
  detail: ErrorBody['detail'];
}

/** Decides status and body of any thrown error. Only HttpError details and 4xx messages reach the client. */
function answerFor(error: FastifyError): Answer {
  if (error instanceof HttpError) return { status: error.statusCode, detail: error.detail };
  if (error.validation) {
    return { status: 422, detail: toValidationIssues(error.validation, error.validationContext) };
  }
  if (MALFORMED_JSON_CODES.has(error.code)) {
    return { status: 422, detail: [{ loc: ['body'], msg: error.message, type: 'json_invalid' }] };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, detail: 'Service Unavailable' };
  // Disk full or read-only: not the request's fault, and it passes once an operator frees space.
  if (isStorageFailure(error)) return { status: 503, detail: STORAGE_UNAVAILABLE_DETAIL };
  // PostgreSQL refuses some text that SQLite stores (a NUL character, U+0000): the input is at fault.
  if (REFUSED_TEXT_CODES.has(error.code))
    return { status: 400, detail: '使用できない文字（NUL文字）が含まれています' };
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (status >= 500) return { status, detail: STATUS_CODES[status] ?? 'Internal Server Error' };
  return { status, detail: error.message };
}

/** Requests Fastify refuses before routing (the `frameworkErrors` option), by error code. */
const FRAMEWORK_ERRORS: Record<string, Answer> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'URLの形式が正しくありません' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, detail: 'URLが長すぎます' },
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%ED%A0%80`) or an over-long path parameter. It answers
 * before any hook runs, so without this the client got Fastify's own body and no security headers.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, detail } = FRAMEWORK_ERRORS[error.code] ?? answerFor(error);
  setSecurityHeaders(request.raw, reply.raw);
  void reply.status(status).send({ detail } satisfies ErrorBody);
}

/** The one place that turns errors and unknown paths into `{"detail": ...}` answers (docs/spec/api.md). */
export const errorHandlerPlugin = fp<ErrorHandlerOptions>(
  (app, options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, detail } = answerFor(error);
      if (isStorageFailure(error)) app.storageHealth.recordFailure();
      if (status >= 500) {
        // The client sees only the status text; the log gets everything needed to find the cause.
        request.log.error(
          {
            err: error,
            method: request.method,
            url: request.url,
            route: request.routeOptions.url,
            reqId: request.id,
          },
          'request failed',
        );
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.status(status).send({ detail } satisfies ErrorBody);
    });

    app.setNotFoundHandler((request, reply) => {
      if (options.notFoundFallback?.(request, reply)) return reply;
      return reply.status(404).send({ detail: 'Not Found' } satisfies ErrorBody);
    });
    done();
  },
  { name: 'error-handler' },
);
