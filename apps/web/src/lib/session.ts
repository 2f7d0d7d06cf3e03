import { useSyncExternalStore } from 'react';
import { accessLevelOf, isTypeCode, type AccessLevel, type TypeCode } from '@app/contract/plans';

/**
 * The browser session, kept in cookies as docs/spec/sessions-and-accounts.md asks (accessToken, isLoggedIn, name, typeCode).
 *
 * The refresh token is NOT here: the server sets it as an HttpOnly cookie (docs/spec/sessions-and-accounts.md), so page scripts
 * (and any injected script) can never read it. The consequence for docs/spec/sessions-and-accounts.md "typeCode is cleared when
 * there is no refresh token": the app cannot see whether that cookie exists. Its absence shows up only as a
 * refresh attempt answering 401 — and that path calls `clearSession()`, which clears typeCode. So the rule
 * holds without a readable marker cookie that could drift out of sync with the real one.
 */
export type Session = {
  accessToken: string;
  isLoggedIn: boolean;
  name: string;
  typeCode: TypeCode | null;
};

const COOKIE = {
  accessToken: 'accessToken',
  isLoggedIn: 'isLoggedIn',
  name: 'name',
  typeCode: 'typeCode',
} as const;

/**
 * Lifetime of the readable session cookies: the refresh token's idle expiry (docs/spec/sessions-and-accounts.md). Every refresh
 * rewrites them, so they live as long as the refresh token can, and a browser restart keeps the user signed
 * in like the HttpOnly refresh cookie does. An expired access token inside is harmless: its 401 triggers
 * the refresh.
 */
const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** docs/spec/sessions-and-accounts.md, docs/spec/budgets-and-reliability.md: secure, same-site cookies for the whole app. */
const COOKIE_ATTRIBUTES = 'Path=/; Secure; SameSite=Strict';

const LOGGED_OUT: Session = Object.freeze({ accessToken: '', isLoggedIn: false, name: '', typeCode: null });

function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(key, decodeURIComponent(raw));
    } catch {
      cookies.set(key, raw); // a malformed value written by someone else must not break the app
    }
  }
  return cookies;
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; ${COOKIE_ATTRIBUTES}`;
}

function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`;
}

function sameSession(a: Session, b: Session): boolean {
  return (
    a.accessToken === b.accessToken &&
    a.isLoggedIn === b.isLoggedIn &&
    a.name === b.name &&
    a.typeCode === b.typeCode
  );
}

// The last snapshot handed out: returned again while the cookies say the same thing, because
// useSyncExternalStore needs a stable object between changes. `null` until the cookies are first read.
let snapshot: Session | null = null;
const listeners = new Set<() => void>();

/** Reads the cookies into `snapshot`; true when they say something else than the last snapshot (or it is the first). */
function readSession(): boolean {
  const cookies = readCookies();
  const typeCode = cookies.get(COOKIE.typeCode);
  const next: Session = {
    accessToken: cookies.get(COOKIE.accessToken) ?? '',
    isLoggedIn: cookies.get(COOKIE.isLoggedIn) === 'true',
    name: cookies.get(COOKIE.name) ?? '',
    typeCode: isTypeCode(typeCode) ? typeCode : null,
  };
  if (snapshot !== null && sameSession(snapshot, next)) return false;
  snapshot = Object.freeze(next);
  return true;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * The current session, read from the cookies on every call so a refresh or logout done by another tab is
 * seen at once (the api-client relies on this after waiting for the cross-tab refresh lock). A change seen
 * here reaches the subscribed components too, after the current task's code (this may run during a render).
 */
export function getSession(): Session {
  if (readSession()) queueMicrotask(notify);
  return snapshot!;
}

/**
 * What components see: the last session read, without reading the cookies again. React asks for it on every
 * render of every component that uses the session (dozens of links on a result list), and `document.cookie`
 * is parsed anew on each read — measurable on a slow phone's first render. Every change goes through
 * `readSession` (writes here, reads by requests, a tab coming back to the front), which updates it.
 */
function sessionSnapshot(): Session {
  if (snapshot === null) readSession();
  return snapshot!;
}

/**
 * Re-reads the cookies and, when they changed, re-renders the components at once: after this tab wrote them,
 * and when the user comes back to this tab (cookies fire no event when another tab changes them; requests
 * read them fresh anyway).
 */
function resync(): void {
  if (readSession()) notify();
}

/** Stores a fresh session after login or refresh. The refresh token never passes through here. */
export function setSession(s: { accessToken: string; name: string; typeCode: TypeCode | null }): void {
  writeCookie(COOKIE.accessToken, s.accessToken);
  writeCookie(COOKIE.isLoggedIn, 'true');
  writeCookie(COOKIE.name, s.name);
  if (s.typeCode) writeCookie(COOKIE.typeCode, s.typeCode);
  else removeCookie(COOKIE.typeCode);
  resync();
}

/** docs/spec/sessions-and-accounts.md: tokens empty, isLoggedIn false, name empty, typeCode null — all session cookies removed. */
export function clearSession(): void {
  for (const name of Object.values(COOKIE)) removeCookie(name);
  resync();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('focus', resync);
    document.addEventListener('visibilitychange', resync);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', resync);
      document.removeEventListener('visibilitychange', resync);
    }
  };
}

function loggedOutSnapshot(): Session {
  return LOGGED_OUT;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, loggedOutSnapshot);
}

/** docs/spec/entitlements.md: a user counts as logged in iff typeCode is 'free' or 'standard'. */
export function accessLevel(s: Session): AccessLevel {
  return accessLevelOf(s.typeCode);
}
