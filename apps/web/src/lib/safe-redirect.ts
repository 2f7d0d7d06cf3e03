/**
 * Where to go after logging in or signing up, taken from a query parameter (`referrerUrl`, `redirect`).
 * Anyone can craft such a link, so only a path of this app is accepted (no open redirect): a single leading
 * '/', no scheme, no '//host' or '/\host' (browsers read both as another host), no control characters.
 * Auth pages themselves are refused too — returning to /login after logging in would be a loop.
 * The checks run again on the NORMALISED path: dot segments can produce a '//host' of their own
 * ('/..//evil.example' normalises to '//evil.example'), and so can percent-encoded slashes once a router
 * decodes them.
 */
const AUTH_PAGES = /^\/(?:login|signup|reissue-password|reset-password)(?:[/?#]|$)/;
const PLACEHOLDER_ORIGIN = 'https://app.invalid';

/** A path that a browser would read as another host: '//host', '/\\host', or those percent-encoded. */
function leavesTheApp(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return !path.startsWith('/') || /^\/[/\\]/.test(path) || /^\/[/\\]/.test(decoded);
}

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (leavesTheApp(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesTheApp(url.pathname)) return null;
  return AUTH_PAGES.test(path) ? null : path;
}

/** The first acceptable target among the candidates (e.g. `referrerUrl`, then `redirect`). */
export function pickRedirect(...candidates: Array<string | null | undefined>): string | null {
  for (const candidate of candidates) {
    const safe = safeRedirectPath(candidate);
    if (safe) return safe;
  }
  return null;
}
