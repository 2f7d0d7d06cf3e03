import { STATUS_CODES } from 'node:http';
import type { ValidationIssue } from '@app/contract/api-errors';

/**
 * An answer a route chooses to give. Its detail always reaches the client (5xx included): only errors that
 * are not HttpErrors are hidden behind "Internal Server Error" by the error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    /** Headers the answer carries (Retry-After of a 429 or 503). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof detail === 'string' ? detail : `${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}`);
    this.name = 'HttpError';
  }
}

/** `throw httpError(409, API_ERROR_DETAILS.userAlreadyExists)` — detail defaults to the status text. */
export function httpError(
  statusCode: number,
  detail: string = STATUS_CODES[statusCode] ?? 'Error',
): HttpError {
  return new HttpError(statusCode, detail);
}

export const badRequest = (detail?: string) => httpError(400, detail);
export const unauthorized = (detail?: string) => httpError(401, detail);
export const forbidden = (detail?: string) => httpError(403, detail);
export const notFound = (detail?: string) => httpError(404, detail);
export const conflict = (detail?: string) => httpError(409, detail);
export const serviceUnavailable = (detail?: string) => httpError(503, detail);

/** A 422 for checks a zod schema cannot express (e.g. "end date before start date"), in the same shape. */
export function validationFailed(issues: ValidationIssue[]): HttpError {
  return new HttpError(422, issues);
}
