import { safeRedirectPath } from '../../lib/safe-redirect';

/**
 * The page a visitor wanted when they were sent to sign up (`referrerUrl`), kept across the mail round
 * trip: the confirmation link opens in a new tab, without the query of the sign-up page. Stored in
 * localStorage (shared by the tabs of this browser) for as long as the link is valid; only a path of this
 * app is ever stored or returned.
 */
const KEY = 'signupReferrer';
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function rememberSignupReferrer(referrerUrl: string | null): void {
  try {
    const path = safeRedirectPath(referrerUrl);
    if (path) localStorage.setItem(KEY, JSON.stringify({ path, until: Date.now() + LINK_LIFETIME_MS }));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage disabled (private mode, policy): the user simply lands on the home page afterwards.
  }
}

export function recallSignupReferrer(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { path?: unknown; until?: unknown };
    if (typeof stored.until !== 'number' || stored.until < Date.now() || typeof stored.path !== 'string') {
      localStorage.removeItem(KEY);
      return null;
    }
    return safeRedirectPath(stored.path);
  } catch {
    return null;
  }
}

export function forgetSignupReferrer(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see rememberSignupReferrer
  }
}
