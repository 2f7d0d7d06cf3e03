import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchIdleChunks } from './idle-prefetch';

const TEMPLATE =
  '<template id="idle-prefetch">' +
  ['a', 'b', 'c', 'd', 'e']
    .map((name) => `<link rel="prefetch" crossorigin href="/assets/${name}.js">`)
    .join('') +
  '<script src="/x.js"></script></template>';

const headLinks = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.hasAttribute('crossorigin'),
  ]);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = TEMPLATE;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prefetchIdleChunks', () => {
  it('adds the build-listed files as prefetch links, a few per task, once, and nothing else', () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    prefetchIdleChunks(document);
    prefetchIdleChunks(document);
    expect(headLinks()).toHaveLength(4);
    vi.runAllTimers();
    expect(headLinks()).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => ['prefetch', `/assets/${name}.js`, true]),
    );
    expect(document.querySelector('script')).toBeNull();
    expect(document.getElementById('idle-prefetch')).toBeNull();
    // Fetched: the link goes, so a later route import still preloads what it shares with these chunks.
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(headLinks()).toHaveLength(4);
  });

  it('fetches the files into the cache where the browser has no prefetch', () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const fetched = vi.fn((_href: string) => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetched);
    prefetchIdleChunks(document);
    vi.runAllTimers();
    expect(fetched.mock.calls.map(([href]) => href)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => `/assets/${name}.js`),
    );
    expect(headLinks()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('does nothing without the template (the dev server)', () => {
    document.body.innerHTML = '';
    prefetchIdleChunks(document);
    expect(document.head.children).toHaveLength(0);
  });
});
