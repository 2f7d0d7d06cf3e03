import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import { ApiError, InvalidResponseError, NetworkError } from './api-error';
import { apiRequest, handleApiError, refreshAccessToken } from './api-client';
import { clearFatal, getFatalError } from './fatal-error';
import { MESSAGES } from './messages';
import { setNavigator } from './navigation';
import { closeNotification, getNotification } from './notifications';
import { clearSession, getSession, setSession } from './session';

// fetch is the boundary: everything behind it is simulated here, everything in front is the real code.
const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function authHeader(call: Parameters<typeof fetch>): string | undefined {
  const headers = call[1]?.headers as Record<string, string> | undefined;
  return headers?.Authorization;
}

function urlOf(call: Parameters<typeof fetch>): string {
  const input = call[0];
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

const refreshCalls = () => fetchMock.mock.calls.filter((call) => urlOf(call) === API_PATHS.refreshToken);

/** A server whose protected endpoints accept only `validToken`, and whose refresh hands out `nextToken`. */
function server(opts: {
  validToken: string;
  nextToken?: string;
  refresh?: () => Response | Promise<Response>;
}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = urlOf([input, init]);
    if (url === API_PATHS.refreshToken) {
      if (opts.refresh) return opts.refresh();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json(200, { accessToken: opts.nextToken ?? 'new-token', refreshToken: 'rotated' });
    }
    const auth = (init?.headers as Record<string, string>).Authorization;
    return auth === `Bearer ${opts.validToken}` ? json(200, { url }) : json(401, { detail: 'Token expired' });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  setSession({ accessToken: 'old-token', name: '山田', typeCode: 'standard' });
});

afterEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.unstubAllGlobals();
  setNavigator(null);
  clearSession();
  closeNotification();
  clearFatal();
});

describe('apiRequest', () => {
  test('sends the Bearer header of the session, JSON body and same-origin credentials', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiRequest(API_PATHS.me, { method: 'PUT', body: { name: '山田' } })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(API_PATHS.me);
    expect(init).toMatchObject({ method: 'PUT', body: '{"name":"山田"}', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer old-token',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  test('sends a Blob (a picked file) as it is, as an octet stream', async () => {
    fetchMock.mockResolvedValue(json(202, { id: 1 }));
    const file = new Blob(['{"type":"patent"}\n']);
    await apiRequest(API_PATHS.adminImportUpload, { method: 'POST', body: file });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
  });

  test('auth: false sends no Bearer header and never refreshes', async () => {
    fetchMock.mockResolvedValue(json(401, { detail: 'Invalid credentials' }));
    await expect(
      apiRequest(API_PATHS.login, { method: 'POST', body: {}, auth: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(authHeader(fetchMock.mock.calls[0]!)).toBeUndefined();
    expect(refreshCalls()).toHaveLength(0);
  });

  test('builds the query string: arrays repeat, null and undefined are left out', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest(API_PATHS.patentsSearch, {
      query: {
        q: '樹脂 PP',
        page: 2,
        exact: false,
        ipc: ['C08L', 'C08K'],
        applicant: undefined,
        theme: null,
      },
    });
    const url = new URL(urlOf(fetchMock.mock.calls[0]!), 'http://x');
    expect(url.pathname).toBe(API_PATHS.patentsSearch);
    expect(url.searchParams.get('q')).toBe('樹脂 PP');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('exact')).toBe('false');
    expect(url.searchParams.getAll('ipc')).toEqual(['C08L', 'C08K']);
    expect(url.searchParams.has('applicant')).toBe(false);
    expect(url.searchParams.has('theme')).toBe(false);
  });

  test('401 → one refresh, then the retried request succeeds with the new token', async () => {
    server({ validToken: 'new-token' });
    await expect(apiRequest(API_PATHS.me)).resolves.toEqual({ url: API_PATHS.me });

    expect(refreshCalls()).toHaveLength(1);
    const [, refreshInit] = refreshCalls()[0]!;
    expect(refreshInit).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin' });
    expect(authHeader(fetchMock.mock.calls[2]!)).toBe('Bearer new-token');
    // name and typeCode are kept; the refresh token is not stored by the app.
    expect(getSession()).toEqual({
      accessToken: 'new-token',
      isLoggedIn: true,
      name: '山田',
      typeCode: 'standard',
    });
    expect(document.cookie).not.toContain('rotated');
  });

  test('two concurrent 401s share ONE refresh call', async () => {
    server({ validToken: 'new-token' });
    const results = await Promise.all([
      apiRequest(API_PATHS.me),
      apiRequest(API_PATHS.patentThemes),
      apiRequest(API_PATHS.productCategories),
    ]);
    expect(results).toHaveLength(3);
    expect(refreshCalls()).toHaveLength(1);
  });

  test('a 401 that arrives after another request already refreshed reuses the new token', async () => {
    server({ validToken: 'new-token' });
    await apiRequest(API_PATHS.me);
    // A request that was sent with the old token before the refresh finished:
    setSession({ accessToken: 'new-token', name: '山田', typeCode: 'standard' });
    await expect(refreshAccessToken('old-token')).resolves.toBe('new-token');
    expect(refreshCalls()).toHaveLength(1);
  });

  test('a session lost on a page sends the login back to that page (issue 17, point 8)', async () => {
    setNavigator(navigate, () => ({ pathname: '/patents/pat-1', search: '?tab=examples' }));
    server({ validToken: 'never', refresh: () => json(401, { detail: 'Refresh token revoked' }) });
    await apiRequest(API_PATHS.me).catch(() => undefined);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/login?redirect=%2Fpatents%2Fpat-1%3Ftab%3Dexamples',
      undefined,
    );
  });

  test('refresh 401 → session cleared, re-login message, navigateTo("/login"), ApiError(401)', async () => {
    server({ validToken: 'never', refresh: () => json(401, { detail: 'Refresh token expired' }) });
    const error = await apiRequest(API_PATHS.me).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, handled: true });
    expect(getSession()).toEqual({ accessToken: '', isLoggedIn: false, name: '', typeCode: null });
    expect(getNotification()).toMatchObject({ open: true, type: 'error', message: MESSAGES.reLogin });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', undefined);

    // The caller's error handler must not announce it a second time.
    const shown = getNotification().id;
    handleApiError(error);
    expect(getNotification().id).toBe(shown);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test('concurrent requests whose refresh fails announce it once', async () => {
    server({ validToken: 'never', refresh: () => json(401, { detail: 'Refresh token expired' }) });
    const before = getNotification().id;
    const results = await Promise.allSettled([apiRequest(API_PATHS.me), apiRequest(API_PATHS.patentThemes)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls()).toHaveLength(1);
    expect(getNotification().id).toBe(before + 1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  test('quiet401: a failed refresh only clears the session (profile load, docs/spec/api.md)', async () => {
    server({ validToken: 'never', refresh: () => json(401, { detail: 'Refresh token expired' }) });
    const error = await apiRequest(API_PATHS.me, { quiet401: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(getSession().isLoggedIn).toBe(false);
    expect(getNotification().open).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    handleApiError(error, { silent401: true });
    expect(getNotification().open).toBe(false);
  });

  test('a second 401 after a successful refresh does not refresh again', async () => {
    server({ validToken: 'never' }); // the refreshed token is refused too
    await expect(apiRequest(API_PATHS.me)).rejects.toMatchObject({ status: 401, handled: false });
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('a visitor’s 401 is not refreshed (there is no session to renew)', async () => {
    clearSession();
    fetchMock.mockResolvedValue(json(401, { detail: 'Not authenticated' }));
    await expect(apiRequest(API_PATHS.me)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(authHeader(fetchMock.mock.calls[0]!)).toBeUndefined();
  });

  test('any other refresh error is raised as an error and keeps the session', async () => {
    server({ validToken: 'never', refresh: () => json(503, { detail: 'Service Unavailable' }) });
    await expect(apiRequest(API_PATHS.me)).rejects.toMatchObject({ status: 503 });
    expect(getSession().isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('across tabs: waits for the "auth-refresh" lock and uses a token another tab refreshed meanwhile', async () => {
    const request = vi.fn(async (_name: string, task: () => Promise<string>) => {
      // Another tab held the lock and refreshed while we waited.
      setSession({ accessToken: 'other-tab-token', name: '山田', typeCode: 'standard' });
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    server({ validToken: 'other-tab-token' });

    await expect(apiRequest(API_PATHS.me)).resolves.toEqual({ url: API_PATHS.me });
    expect(request).toHaveBeenCalledWith('auth-refresh', expect.any(Function));
    expect(refreshCalls()).toHaveLength(0);
    expect(authHeader(fetchMock.mock.calls[1]!)).toBe('Bearer other-tab-token');
  });

  test('non-2xx → ApiError with the parsed detail (string or 422 list)', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { detail: API_ERROR_DETAILS.userAlreadyExists }));
    await expect(apiRequest(API_PATHS.register, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      detail: API_ERROR_DETAILS.userAlreadyExists,
    });
    const issues = [{ loc: ['query', 'page'], msg: 'Expected number', type: 'invalid_type' }];
    fetchMock.mockResolvedValueOnce(json(422, { detail: issues }));
    await expect(apiRequest(API_PATHS.patentsSearch)).rejects.toMatchObject({ status: 422, detail: issues });
  });

  test('a non-JSON error body (e.g. a proxy’s HTML page) gives an ApiError without detail', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await apiRequest(API_PATHS.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, detail: undefined });
  });

  test('fetch rejection → NetworkError; an aborted request stays an AbortError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest(API_PATHS.me)).rejects.toBeInstanceOf(NetworkError);

    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest(API_PATHS.me)).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('the response is validated with the schema', async () => {
    const schema = z.object({ name: z.string(), typeCode: z.enum(['free', 'standard']) });
    fetchMock.mockResolvedValueOnce(json(200, { name: '山田', typeCode: 'free', extra: 1 }));
    await expect(apiRequest(API_PATHS.me, { schema })).resolves.toEqual({ name: '山田', typeCode: 'free' });

    fetchMock.mockResolvedValueOnce(json(200, { name: 1 }));
    await expect(apiRequest(API_PATHS.me, { schema })).rejects.toBeInstanceOf(InvalidResponseError);

    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    await expect(apiRequest(API_PATHS.me)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  test('204 → undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest(API_PATHS.completeRegistration, { method: 'PATCH' })).resolves.toBeUndefined();
  });
});

describe('handleApiError', () => {
  test('snackbar outcome → error notification', () => {
    handleApiError(new ApiError(403, 'Standard plan required'));
    expect(getNotification()).toMatchObject({ open: true, type: 'error', message: MESSAGES.noPermission });
  });

  test('fatal outcome → fatal error screen', () => {
    handleApiError(new ApiError(404, 'Not found'));
    expect(getFatalError()).toBe('Page not found');
    clearFatal();
    handleApiError(new NetworkError());
    expect(getFatalError()).toBe(MESSAGES.unexpectedError);
  });

  test('login-redirect outcome → session cleared, message, /login', () => {
    handleApiError(new ApiError(401));
    expect(getSession().isLoggedIn).toBe(false);
    expect(getNotification()).toMatchObject({ type: 'error', message: MESSAGES.reLogin });
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  test('signup-redirect outcome → session cleared, URL expired, /signup', () => {
    handleApiError(new ApiError(400, API_ERROR_DETAILS.userNotInactive));
    expect(getSession().isLoggedIn).toBe(false);
    expect(getNotification()).toMatchObject({ type: 'error', message: MESSAGES.urlExpired });
    expect(navigate).toHaveBeenCalledWith('/signup', undefined);
  });

  test('silent401 ignores a 401; aborted requests are ignored', () => {
    handleApiError(new ApiError(401), { silent401: true });
    handleApiError(new DOMException('aborted', 'AbortError'));
    expect(getSession().isLoggedIn).toBe(true);
    expect(getNotification().open).toBe(false);
    expect(getFatalError()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
