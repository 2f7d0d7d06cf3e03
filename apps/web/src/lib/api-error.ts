import type { ValidationIssue } from '@app/contract/api-errors';

/** The API answered with a non-2xx status. `detail` is the body's `detail` (docs/spec/api.md), if it had one. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly detail: string | ValidationIssue[] | undefined;
  /**
   * True when the api-client already told the user (session expired: session cleared, message shown, sent to
   * /login), so `handleApiError` must not show the message a second time.
   */
  readonly handled: boolean;

  constructor(
    status: number,
    detail?: string | ValidationIssue[],
    options?: { handled?: boolean; cause?: unknown },
  ) {
    super(typeof detail === 'string' && detail ? detail : `HTTP ${status}`, { cause: options?.cause });
    this.status = status;
    this.detail = detail;
    this.handled = options?.handled ?? false;
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(message = 'Network request failed', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A 2xx answer whose body is not the JSON we expect (not JSON, or fails the response schema). */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError';
}

/** A request cancelled through its AbortSignal (e.g. TanStack Query dropping a stale query): not an error to show. */
export function isAbortError(error: unknown): boolean {
  // Duck-typed: the DOMException may come from another realm (jsdom vs the runtime's fetch).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
