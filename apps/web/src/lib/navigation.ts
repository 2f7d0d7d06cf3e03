/**
 * Navigation for code outside React (api-client, error handling). The router registers its `navigate`
 * once with `setNavigator`; until then, and for other origins, a full page load is used.
 */
export type NavigateOptions = { replace?: boolean };
type Navigator = (to: string, opts?: NavigateOptions) => void;

let routerNavigate: Navigator | null = null;

type Here = { pathname: string; search: string };
let readLocation: (() => Here) | null = null;

/** `where`: the router's current location (the window's is used until one is registered). */
export function setNavigator(fn: Navigator | null, where?: () => Here): void {
  routerNavigate = fn;
  readLocation = where ?? null;
}

/** Pages a login must not return to: the account pages themselves. */
const NO_RETURN = /^\/(login|signup|reissue-password|reset-password|maintenance)(\/|$)/;

/**
 * The page to come back to after a login that this page's session loss forces (issue 17, point 8):
 * path and query of where the reader is now, or undefined on the account pages and at home.
 */
export function returnPathAfterLogin(): string | undefined {
  const here = readLocation?.() ?? window.location;
  if (here.pathname === '/' || NO_RETURN.test(here.pathname)) return undefined;
  return `${here.pathname}${here.search}`;
}

function resolve(to: string): URL | null {
  try {
    return new URL(to, window.location.href);
  } catch {
    return null;
  }
}

/** True when `to` leads to another origin (absolute or protocol-relative URL). */
export function isExternalUrl(to: string): boolean {
  const url = resolve(to);
  return url !== null && url.origin !== window.location.origin;
}

/**
 * Goes to `to`. Same-origin targets go through the router (no reload); another origin always gets a full
 * page load (docs/spec/routes-and-navigation.md rule 4). Anything that is not http(s) — `javascript:`, `data:` — is refused:
 * targets can come from query parameters such as referrerUrl, and this is where a script URL would run.
 */
export function navigateTo(to: string, opts?: NavigateOptions): void {
  const url = resolve(to);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return;

  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (routerNavigate) routerNavigate(path, opts);
  else if (opts?.replace) window.location.replace(path);
  else window.location.assign(path);
}
