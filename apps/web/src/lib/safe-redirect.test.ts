// @vitest-environment node
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
    // Dot segments and encodings that normalise into another host.
    '/..//evil.example',
    '/../..//evil.example/path',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e%2e/%2F/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/..\\evil.example',
    '/./\\evil.example',
    '/%zz',
    '/..//login',
    '/ /evil.example'.replace(' ', '\u0000'),
    '',
    null,
    undefined,
  ])('refuses %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('normalises dot segments instead of trusting them', () => {
    expect(safeRedirectPath('/a/../patents')).toBe('/patents');
    expect(safeRedirectPath('/a/./b/../patents?x=1')).toBe('/a/patents?x=1');
    expect(safeRedirectPath('/../patents')).toBe('/patents');
  });
});

describe('pickRedirect', () => {
  it('takes the first safe candidate', () => {
    expect(pickRedirect('https://evil.example', '/materials')).toBe('/materials');
    expect(pickRedirect(null, undefined)).toBeNull();
  });
});
