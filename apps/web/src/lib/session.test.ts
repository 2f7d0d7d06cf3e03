import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { accessLevel, clearSession, getSession, setSession, subscribeSession, useSession } from './session';

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('session', () => {
  test('starts logged out', () => {
    expect(getSession()).toEqual({ accessToken: '', isLoggedIn: false, name: '', typeCode: null });
    expect(accessLevel(getSession())).toBe('visitor');
  });

  test('setSession stores the session in cookies and marks it logged in', () => {
    setSession({ accessToken: 'tok.en-1', name: '山田 太郎; 研究所', typeCode: 'standard' });
    expect(getSession()).toEqual({
      accessToken: 'tok.en-1',
      isLoggedIn: true,
      name: '山田 太郎; 研究所',
      typeCode: 'standard',
    });
    expect(document.cookie).toContain('accessToken=tok.en-1');
    expect(document.cookie).toContain('isLoggedIn=true');
  });

  test('cookies are written Secure, SameSite=Strict, Path=/', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    setSession({ accessToken: 'a', name: 'n', typeCode: 'free' });
    clearSession();
    expect(writes.mock.calls.length).toBeGreaterThanOrEqual(8);
    for (const [cookie] of writes.mock.calls) {
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    }
  });

  test('the refresh token is never written by the app', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    setSession({ accessToken: 'a', name: 'n', typeCode: 'free' });
    expect(writes.mock.calls.some(([cookie]) => /refresh/i.test(cookie))).toBe(false);
  });

  test('clearSession empties the tokens, name and typeCode and removes the cookies', () => {
    setSession({ accessToken: 'a', name: 'n', typeCode: 'free' });
    clearSession();
    expect(getSession()).toEqual({ accessToken: '', isLoggedIn: false, name: '', typeCode: null });
    expect(document.cookie).not.toMatch(/accessToken|isLoggedIn|typeCode|name=/);
  });

  test('subscribers hear every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession({ accessToken: 'a', name: 'n', typeCode: 'free' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setSession({ accessToken: 'b', name: 'n', typeCode: 'free' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('a change made by another tab is picked up when this tab gets focus', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    document.cookie = 'accessToken=other-tab; Path=/';
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession().accessToken).toBe('other-tab');
    unsubscribe();
  });

  test('useSession returns a stable snapshot between changes and updates on change', () => {
    const { result, rerender } = renderHook(() => useSession());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => setSession({ accessToken: 'a', name: '佐藤', typeCode: 'free' }));
    expect(result.current).not.toBe(first);
    expect(result.current.name).toBe('佐藤');
    const second = result.current;
    rerender();
    expect(result.current).toBe(second);
  });

  test('components read the cookies once, not on every render; a change read by a request reaches them', async () => {
    const reads = vi.spyOn(document, 'cookie', 'get');
    const { result, rerender } = renderHook(() => useSession());
    const before = reads.mock.calls.length;
    for (let i = 0; i < 5; i += 1) rerender();
    expect(reads.mock.calls.length).toBe(before);
    reads.mockRestore();
    // Another tab signed in; this tab's next request reads the cookies and the components follow.
    document.cookie = 'isLoggedIn=true; Path=/';
    document.cookie = 'name=other; Path=/';
    expect(result.current.isLoggedIn).toBe(false);
    expect(getSession().isLoggedIn).toBe(true);
    await act(() => Promise.resolve());
    expect(result.current.name).toBe('other');
  });

  test('accessLevel: logged in iff typeCode is free or standard (docs/spec/entitlements.md)', () => {
    setSession({ accessToken: 'a', name: 'n', typeCode: 'free' });
    expect(accessLevel(getSession())).toBe('free');
    setSession({ accessToken: 'a', name: 'n', typeCode: 'standard' });
    expect(accessLevel(getSession())).toBe('standard');
    setSession({ accessToken: 'a', name: 'n', typeCode: null });
    expect(accessLevel(getSession())).toBe('visitor');
    document.cookie = 'typeCode=premium; Path=/';
    expect(getSession().typeCode).toBeNull();
    expect(accessLevel(getSession())).toBe('visitor');
  });
});
