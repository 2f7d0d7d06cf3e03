import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { json } from '../../../test/app-harness';

/** A signed-in free user on every detail page test (detail pages need an account, values the free plan). */
export function useSignedInFreeUser(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
  });
  afterEach(() => {
    closeNotification();
    clearFatal();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export const ME = { 'GET /v1/company/users/me': () => json(PROFILE) };

// The first test of a file also loads the route module: more than the default second on a busy machine.
export const h1 = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

/** The href of the link named `name` (exact text). */
export const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
