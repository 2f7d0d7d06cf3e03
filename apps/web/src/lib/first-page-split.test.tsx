import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hook = () => boolean;

/** What each commit of a page saw: the first entry is what the first paint shows. */
function Page({ useReady, commits }: { useReady: Hook; commits: boolean[] }) {
  const ready = useReady();
  useLayoutEffect(() => {
    commits.push(ready);
  });
  return ready ? <p>請求項</p> : null;
}

/** A fresh module: its "first page of the document" flag as a new document has it. */
async function freshHook(): Promise<Hook> {
  vi.resetModules();
  return (await import('./first-page-split')).useBelowFoldReady;
}

/** The document's first page draws what is below the fold after its first commit (decision 0046). */
describe('first page split', () => {
  let root: Root | undefined;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    window.history.replaceState(null, '', '/');
  });

  /** `entry`: a location as the router gives it; `default` is the key of a document's first entry. */
  function mount(useReady: Hook, commits: boolean[], entry = { pathname: '/patents', key: 'default' }) {
    root ??= createRoot(document.getElementById('root')!);
    act(() =>
      root!.render(
        <MemoryRouter initialEntries={[entry]}>
          <Page useReady={useReady} commits={commits} />
        </MemoryRouter>,
      ),
    );
  }

  it('commits the first page of a plain load without what is below the fold, then with it', async () => {
    const useReady = await freshHook();
    const commits: boolean[] = [];
    mount(useReady, commits);
    expect(commits).toEqual([false, true]);
    expect(document.body.textContent).toBe('請求項');
  });

  it('draws every later page whole in its first commit', async () => {
    const useReady = await freshHook();
    mount(useReady, []);
    act(() => root!.unmount());
    root = undefined;
    const commits: boolean[] = [];
    mount(useReady, commits);
    expect(commits).toEqual([true]);
  });

  it('draws a first page reached inside the app whole', async () => {
    const useReady = await freshHook();
    const commits: boolean[] = [];
    mount(useReady, commits, { pathname: '/patents', key: 'pushed1' });
    expect(commits).toEqual([true]);
  });

  it('splits every part that mounts with the first page, not the parts mounted after', async () => {
    const useReady = await freshHook();
    const first: boolean[] = [];
    const second: boolean[] = [];
    root = createRoot(document.getElementById('root')!);
    act(() =>
      root!.render(
        <MemoryRouter>
          <Page useReady={useReady} commits={first} />
          <Page useReady={useReady} commits={second} />
        </MemoryRouter>,
      ),
    );
    expect([first, second]).toEqual([
      [false, true],
      [false, true],
    ]);
    const later: boolean[] = [];
    act(() =>
      root!.render(
        <MemoryRouter>
          <Page useReady={useReady} commits={first} />
          <Page useReady={useReady} commits={second} />
          <Page useReady={useReady} commits={later} />
        </MemoryRouter>,
      ),
    );
    expect(later).toEqual([true]);
  });

  it('draws a page opened at a #fragment whole, so the fragment has its target', async () => {
    window.history.replaceState(null, '', '/patents/JP1#examples');
    const useReady = await freshHook();
    const commits: boolean[] = [];
    mount(useReady, commits);
    expect(commits).toEqual([true]);
  });
});
