import { z, type ZodType } from 'zod';
import { errorBodySchema } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import { isTypeCode } from '@app/contract/plans';
import { apiBaseUrl } from '../config/env';
import { paths } from '../config/paths';
import { ApiError, InvalidResponseError, NetworkError, isAbortError } from './api-error';
import { classifyError } from './error-catalogue';
import { raiseFatal } from './fatal-error';
import { takeFirstAnswer } from './first-answer';
import { MESSAGES } from './messages';
import { navigateTo, returnPathAfterLogin } from './navigation';
import { notify, reportError } from './notifications';
import { clearSession, getSession, setSession } from './session';

/**
 * The only place that calls `fetch` for the API (conventions: components never do). It owns the Bearer
 * header, the single refresh attempt on 401 (docs/spec/sessions-and-accounts.md, docs/spec/budgets-and-reliability.md) and, through `handleApiError`, the error
 * catalogue (docs/spec/error-catalogue.md).
 *
 * `credentials: 'same-origin'`: the server serves the app and the API from one origin (the Vite dev server
 * proxies `/v1`), so the HttpOnly refresh cookie goes along. A cross-origin API base would need
 * `include` plus credentialed CORS, which the server's strict CORS deliberately does not allow.
 */

export type QueryValue = string | number | boolean | undefined | null | Array<string | number>;

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema?: ZodType<T>;
  /** Default true: send the session's Bearer token and refresh it once on 401. */
  auth?: boolean;
  /**
   * When the refresh fails with 401, only clear the session: no message, no redirect. For calls that must
   * not disturb a visitor, such as loading the profile on every navigation (docs/spec/api.md).
   */
  quiet401?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { auth = true, quiet401 = false } = options;
  const url = buildUrl(path, options.query);
  // A Blob (a File the user picked) goes as it is, an octet stream; anything else as JSON.
  const body =
    options.body === undefined
      ? undefined
      : options.body instanceof Blob
        ? options.body
        : JSON.stringify(options.body);

  // The page's first call may have been answered by the server inside the page (lib/first-answer.ts).
  const firstAnswer =
    options.method === undefined || options.method === 'GET' ? takeFirstAnswer(url) : undefined;
  if (firstAnswer !== undefined)
    return readResponse(new Response(JSON.stringify(firstAnswer)), options.schema);

  const sentToken = auth ? getSession().accessToken : '';
  let response = await send(url, options, body, sentToken);

  // At most one refresh per 401 (docs/spec/budgets-and-reliability.md): the retried request's own 401 is final. Only a session that
  // says it is logged in has a refresh cookie worth trying; a visitor's 401 goes straight to the caller.
  if (response.status === 401 && auth && getSession().isLoggedIn) {
    void response.body?.cancel().catch(() => undefined); // the refused answer is not needed; free the connection
    const freshToken = await refreshOnce(sentToken, quiet401);
    response = await send(url, options, body, freshToken);
  }

  return readResponse(response, options.schema);
}

/**
 * A file from the API (the CSV export): the same Bearer header and single refresh as `apiRequest`, the body
 * as a Blob with the response headers (file name, truncation). Errors are the same ApiError.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions<unknown>, 'query' | 'signal'> & { accept?: string } = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const url = buildUrl(path, options.query);
  const request = { signal: options.signal, headers: { Accept: options.accept ?? '*/*' } };
  const sentToken = getSession().accessToken;
  let response = await send(url, request, undefined, sentToken);
  if (response.status === 401 && getSession().isLoggedIn) {
    void response.body?.cancel().catch(() => undefined);
    response = await send(url, request, undefined, await refreshOnce(sentToken, false));
  }
  if (!response.ok) throw new ApiError(response.status, parseErrorDetail(await readText(response)));
  try {
    return { blob: await response.blob(), headers: response.headers };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError('Response body could not be read', { cause: error });
  }
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${apiBaseUrl}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

async function send(
  url: string,
  options: ApiRequestOptions<unknown>,
  body: string | Blob | undefined,
  token: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  else if (body !== undefined) headers['Content-Type'] = 'application/octet-stream';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers: { ...headers, ...options.headers },
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error; // a cancelled request is not a failure to show
    throw new NetworkError(undefined, { cause: error });
  }
}

async function readResponse<T>(response: Response, schema: ZodType<T> | undefined): Promise<T> {
  const text = await readText(response);
  if (!response.ok) throw new ApiError(response.status, parseErrorDetail(text));
  // 204 or an empty body is `undefined`; a schema still gets to say whether that is acceptable.
  let data: unknown = undefined;
  if (response.status !== 204 && text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new InvalidResponseError('Response body is not JSON', { cause: error });
    }
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new InvalidResponseError('Response does not match its schema', { cause: parsed.error });
  return parsed.data;
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError('Response body could not be read', { cause: error });
  }
}

/** The `detail` of an error body, or undefined when the body is empty, not JSON or not the contract's shape. */
function parseErrorDetail(text: string): ApiError['detail'] {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.detail : undefined;
  } catch {
    return undefined; // e.g. an HTML page from a proxy in front of the server
  }
}

// ---------------------------------------------------------------------------------------------------------
// Token refresh

const refreshResponseSchema = z.object({
  accessToken: z.string().min(1),
  // The server also sets the rotated refresh token as an HttpOnly cookie; a copy in the body is ignored so
  // it never lands anywhere a script can read it.
  refreshToken: z.string().optional(),
  name: z.string().optional(),
  typeCode: z.string().nullable().optional(),
});

/** The refresh found no valid refresh token (its own 401): the session is over. */
class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
  /** The message and redirect are shown once per failed refresh, however many requests shared it. */
  announced = false;
  readonly detail: ApiError['detail'];

  constructor(detail: ApiError['detail']) {
    super('Refresh token rejected');
    this.detail = detail;
  }
}

let inFlight: Promise<string> | null = null;

/**
 * Gets a new access token, single-flight: concurrent callers in this tab share one call, and across tabs
 * the Web Locks API serialises them (docs/spec/sessions-and-accounts.md: at most one refresh at a time; the server also accepts
 * the immediate parent token for a few seconds, as a last line of defence).
 *
 * `staleToken` is the token that just got the 401. If the session already holds a different one, somebody
 * (this tab a moment ago, or another tab while we waited for the lock) has refreshed, and that token is used
 * instead of rotating again. Without it, a refresh is always made.
 */
export function refreshAccessToken(staleToken?: string): Promise<string> {
  const already = refreshedSince(staleToken);
  if (already) return Promise.resolve(already);

  inFlight ??= withRefreshLock(async () => {
    const afterWait = refreshedSince(staleToken);
    if (afterWait) return afterWait;
    return postRefresh();
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function refreshedSince(staleToken: string | undefined): string | null {
  if (staleToken === undefined) return null;
  const { accessToken, isLoggedIn } = getSession();
  return isLoggedIn && accessToken && accessToken !== staleToken ? accessToken : null;
}

async function withRefreshLock(task: () => Promise<string>): Promise<string> {
  // Optional at runtime: older browsers and jsdom have no Web Locks; then single flight is per tab only.
  const locks = typeof navigator !== 'undefined' ? (navigator.locks as LockManager | undefined) : undefined;
  if (!locks) return task();
  return await locks.request('auth-refresh', task);
}

async function postRefresh(): Promise<string> {
  // Another tab may have logged out while we waited for the lock: that is the same end as a refused refresh.
  if (!getSession().isLoggedIn) {
    clearSession();
    throw new SessionExpiredError(undefined);
  }

  let response: Response;
  try {
    // The HttpOnly refresh cookie carries the token; the body is empty (docs/spec/sessions-and-accounts.md).
    response = await fetch(`${apiBaseUrl}${API_PATHS.refreshToken.build()}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(undefined, { cause: error });
  }

  if (response.status === 401) {
    const detail = parseErrorDetail(await readText(response));
    clearSession(); // docs/spec/sessions-and-accounts.md; this is also how "typeCode is cleared when there is no refresh token" holds
    throw new SessionExpiredError(detail);
  }
  // docs/spec/sessions-and-accounts.md: any other refresh error is raised as an error.
  const parsed = await readResponse(response, refreshResponseSchema);

  const previous = getSession();
  setSession({
    accessToken: parsed.accessToken,
    name: parsed.name ?? previous.name,
    typeCode:
      parsed.typeCode === undefined
        ? previous.typeCode
        : isTypeCode(parsed.typeCode)
          ? parsed.typeCode
          : null,
  });
  return parsed.accessToken;
}

/** Refreshes for one 401 and turns a refused refresh into the caller's ApiError(401). */
async function refreshOnce(staleToken: string, quiet401: boolean): Promise<string> {
  try {
    return await refreshAccessToken(staleToken);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) throw error;
    if (quiet401) throw new ApiError(401, error.detail, { handled: true, cause: error });
    if (!error.announced) {
      error.announced = true;
      notify({ message: MESSAGES.reLogin, type: 'error' });
      navigateTo(paths.login.getHref(returnPathAfterLogin()));
    }
    throw new ApiError(401, error.detail, { handled: true, cause: error });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Error handling

/**
 * Carries out the error catalogue for an error from `apiRequest` (or anything else thrown while loading):
 * a snackbar, the fatal error screen, or a redirect that ends the session.
 * `silent401`: a 401 is ignored (loading the profile, docs/spec/api.md).
 */
export function handleApiError(error: unknown, opts?: { silent401?: boolean }): void {
  if (isAbortError(error)) return;
  if (error instanceof ApiError && (error.handled || (opts?.silent401 && error.status === 401))) return;

  const outcome = classifyError(error);
  switch (outcome.kind) {
    case 'snackbar':
      notify({ message: outcome.message, type: 'error' });
      return;
    case 'fatal':
      // Server faults and client bugs are worth a report; a 404 is the user's or a link's doing.
      if (!(error instanceof ApiError) || error.status >= 500) reportError(error, outcome.message);
      raiseFatal(outcome.message);
      return;
    case 'login-redirect':
      clearSession();
      notify({ message: outcome.message, type: 'error' });
      navigateTo(paths.login.getHref(returnPathAfterLogin()));
      return;
    case 'signup-redirect':
      clearSession();
      notify({ message: outcome.message, type: 'error' });
      navigateTo('/signup');
      return;
  }
}
