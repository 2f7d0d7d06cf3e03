import { afterEach, describe, expect, it } from 'vitest';
import { prefetchIdleChunks } from './idle-prefetch';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prefetchIdleChunks', () => {
  it('moves the build-listed prefetch links into the head once, and nothing else', () => {
    document.body.innerHTML =
      '<template id="idle-prefetch"><link rel="prefetch" crossorigin href="/assets/nav-drawer-abc.js">' +
      '<link rel="prefetch" crossorigin href="/assets/upgrade-modal-def.js"><script src="/x.js"></script></template>';
    prefetchIdleChunks(document);
    prefetchIdleChunks(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.hasAttribute('crossorigin')]),
    ).toEqual([
      ['prefetch', '/assets/nav-drawer-abc.js', true],
      ['prefetch', '/assets/upgrade-modal-def.js', true],
    ]);
    expect(document.querySelector('script')).toBeNull();
    expect(document.getElementById('idle-prefetch')).toBeNull();
  });

  it('does nothing without the template (the dev server)', () => {
    prefetchIdleChunks(document);
    expect(document.head.children).toHaveLength(0);
  });
});
