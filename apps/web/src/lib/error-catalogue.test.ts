// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { ApiError, InvalidResponseError, NetworkError } from './api-error';
import { classifyError } from './error-catalogue';
import { MESSAGES } from './messages';

// One test per row of docs/spec/error-catalogue.md, named after the row.
describe('error catalogue (docs/spec/error-catalogue.md)', () => {
  test('Non-HTTP error → fatal error page, unexpected error', () => {
    for (const error of [
      new NetworkError(),
      new InvalidResponseError('x'),
      new TypeError('bug'),
      'thrown string',
    ]) {
      expect(classifyError(error)).toEqual({ kind: 'fatal', message: MESSAGES.unexpectedError });
    }
  });

  test("400 or 422 with detail 'reCAPTCHA verification failed' → snackbar invalid access", () => {
    for (const status of [400, 422]) {
      expect(classifyError(new ApiError(status, API_ERROR_DETAILS.botCheckFailed))).toEqual({
        kind: 'snackbar',
        message: MESSAGES.invalidAccess,
      });
    }
    // Only those two statuses: a 403 with the same text is the 403 row.
    expect(classifyError(new ApiError(403, API_ERROR_DETAILS.botCheckFailed)).message).toBe(
      MESSAGES.noPermission,
    );
  });

  test("detail 'Unauthorized domain is in use' → snackbar asking for a company e-mail address", () => {
    expect(classifyError(new ApiError(400, API_ERROR_DETAILS.unauthorizedDomain))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.companyEmailRequired,
    });
  });

  test("detail 'User status is not INACTIVE' → clear session, URL expired, go to /signup", () => {
    for (const status of [400, 401, 409]) {
      expect(classifyError(new ApiError(status, API_ERROR_DETAILS.userNotInactive))).toEqual({
        kind: 'signup-redirect',
        message: MESSAGES.urlExpired,
      });
    }
  });

  test("detail 'Current password is incorrect' → snackbar current password is wrong", () => {
    expect(classifyError(new ApiError(400, API_ERROR_DETAILS.currentPasswordIncorrect))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.currentPasswordWrong,
    });
  });

  test('other detail → the detail text; otherwise the status message, or an authentication error', () => {
    expect(classifyError(new ApiError(400, '入力が不正です'))).toEqual({
      kind: 'snackbar',
      message: '入力が不正です',
    });
    const issues = [
      { loc: ['body', 'email'], msg: 'Invalid email', type: 'value_error' },
      { loc: ['body', 'name'], msg: 'Field required', type: 'missing' },
    ];
    expect(classifyError(new ApiError(422, issues))).toEqual({
      kind: 'snackbar',
      message: 'Invalid email\nField required',
    });
    expect(classifyError(new ApiError(429))).toEqual({ kind: 'snackbar', message: MESSAGES.httpStatus[429] });
    // A bare reason phrase (the rate limiter's answer) is no detail: the Japanese status text instead.
    expect(classifyError(new ApiError(429, 'Too Many Requests'))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.httpStatus[429],
    });
    expect(classifyError(new ApiError(400, '  '))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.httpStatus[400],
    });
    expect(classifyError(new ApiError(418))).toEqual({ kind: 'snackbar', message: MESSAGES.authError });
  });

  test('401 → login redirect (clear session, message, go to /login)', () => {
    expect(classifyError(new ApiError(401, 'Not authenticated'))).toEqual({
      kind: 'login-redirect',
      message: MESSAGES.reLogin,
    });
    expect(classifyError(new ApiError(401)).kind).toBe('login-redirect');
  });

  test('403 → snackbar no permission', () => {
    expect(classifyError(new ApiError(403, 'Standard plan required'))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.noPermission,
    });
  });

  test('404 → fatal error page, page not found', () => {
    const outcome = classifyError(new ApiError(404, 'Not found'));
    expect(outcome).toEqual({ kind: 'fatal', message: 'Page not found' });
    // The error screen turns this text into the heading 'ページが見つかりません'.
    expect(outcome.message).toContain('Page not found');
  });

  test("409 with detail 'User already exists' → snackbar the user already exists", () => {
    expect(classifyError(new ApiError(409, API_ERROR_DETAILS.userAlreadyExists))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.userAlreadyExists,
    });
  });

  test('other 409 → snackbar data is duplicated', () => {
    expect(classifyError(new ApiError(409, 'Bookmark exists'))).toEqual({
      kind: 'snackbar',
      message: MESSAGES.duplicated,
    });
    expect(classifyError(new ApiError(409)).message).toBe(MESSAGES.duplicated);
  });

  test('500 → fatal error page, system error', () => {
    expect(classifyError(new ApiError(500, 'Internal Server Error'))).toEqual({
      kind: 'fatal',
      message: MESSAGES.systemError,
    });
    // A 500 stays fatal even if its body carries one of the known details.
    expect(classifyError(new ApiError(500, API_ERROR_DETAILS.userAlreadyExists)).kind).toBe('fatal');
  });

  test('other statuses → fatal unexpected error', () => {
    for (const status of [502, 503, 504, 302]) {
      expect(classifyError(new ApiError(status))).toEqual({
        kind: 'fatal',
        message: MESSAGES.unexpectedError,
      });
    }
  });
});
