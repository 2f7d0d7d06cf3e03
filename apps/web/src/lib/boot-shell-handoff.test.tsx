import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepBootShell, useBootShellRemoval } from './boot-shell-handoff';

function Progress() {
  return <p>読み込み中</p>;
}

function Page() {
  useBootShellRemoval();
  return <h1>ページ</h1>;
}

/** The painted shell of index.html is handed over to React without a blank screen in between (decision 0039). */
describe('boot shell hand-off', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    // A plain createRoot, as boot.tsx makes it: tell React that act() is in use.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML =
      '<div id="root"><div id="boot-shell"><header>素材特許ナビ</header><div class="first-view"><h1>検索結果</h1></div></div></div>';
    container = document.getElementById('root')!;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('keeps the painted shell while React shows its boot progress, and removes it when a page commits', () => {
    keepBootShell(container);
    root = createRoot(container);
    act(() => root!.render(<Progress />));
    expect(document.querySelector('#boot-shell .first-view h1')?.textContent).toBe('検索結果');
    expect(container.textContent).toBe('読み込み中');

    act(() => root!.render(<Page />));
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(container.textContent).toBe('ページ');
  });

  it('does nothing where the page has no shell (a test render, a later navigation)', () => {
    document.getElementById('boot-shell')!.remove();
    keepBootShell(container);
    root = createRoot(container);
    act(() => root!.render(<Page />));
    expect(container.textContent).toBe('ページ');
  });
});
