import { describe, expect, it } from 'vitest';
import { pickRedirect, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/patents/P-1', '/patents/P-1'],
    ['/product-recommend?q=%E6%A8%B9%E8%84%82#top', '/product-recommend?q=%E6%A8%B9%E8%84%82#top'],
    ['/mypage/bookmarks', '/mypage/bookmarks'],
  ])('accepts the app path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'patents',
    '/\tpatents',
    '/login?redirect=/x',
    '/signup/verify',
    '/reset-password?token=abc',
    '',
    null,
    undefined,
  ])('refuses %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('normalises dot segments instead of trusting them', () => {
    expect(safeRedirectPath('/a/../patents')).toBe('/patents');
  });
});

describe('pickRedirect', () => {
  it('takes the first safe candidate', () => {
    expect(pickRedirect('https://evil.example', '/materials')).toBe('/materials');
    expect(pickRedirect(null, undefined)).toBeNull();
  });
});
