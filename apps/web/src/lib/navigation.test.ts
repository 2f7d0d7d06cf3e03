import { afterEach, describe, expect, test, vi } from 'vitest';
import { isExternalUrl, navigateTo, setNavigator } from './navigation';

function stubLocation() {
  const assign = vi.fn();
  const replace = vi.fn();
  vi.stubGlobal('location', {
    href: 'http://localhost:3000/patents?q=1',
    origin: 'http://localhost:3000',
    pathname: '/patents',
    assign,
    replace,
  });
  return { assign, replace };
}

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
});

describe('navigation', () => {
  test('same-origin targets go through the registered router navigate', () => {
    const { assign } = stubLocation();
    const navigate = vi.fn();
    setNavigator(navigate);
    navigateTo('/login');
    navigateTo('http://localhost:3000/signup?referrerUrl=%2Fpatents#top', { replace: true });
    expect(navigate).toHaveBeenNthCalledWith(1, '/login', undefined);
    expect(navigate).toHaveBeenNthCalledWith(2, '/signup?referrerUrl=%2Fpatents#top', { replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  test('another origin always gets a full page load', () => {
    const { assign } = stubLocation();
    const navigate = vi.fn();
    setNavigator(navigate);
    navigateTo('https://example.com/help');
    navigateTo('//example.org/x', { replace: true });
    expect(assign).toHaveBeenNthCalledWith(1, 'https://example.com/help');
    expect(assign).toHaveBeenNthCalledWith(2, 'http://example.org/x');
    expect(navigate).not.toHaveBeenCalled();
    expect(isExternalUrl('//example.org/x')).toBe(true);
    expect(isExternalUrl('/contact')).toBe(false);
  });

  test('without a router yet, a full page load is used', () => {
    const { assign, replace } = stubLocation();
    navigateTo('/maintenance');
    navigateTo('/', { replace: true });
    expect(assign).toHaveBeenCalledWith('/maintenance');
    expect(replace).toHaveBeenCalledWith('/');
  });

  test('script URLs are refused', () => {
    const { assign } = stubLocation();
    const navigate = vi.fn();
    setNavigator(navigate);
    navigateTo('javascript:alert(1)');
    navigateTo('data:text/html,<script>alert(1)</script>');
    expect(assign).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
