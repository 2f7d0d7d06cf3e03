import { useLayoutEffect } from 'react';

/**
 * The static shell of index.html (with a page's first view, docs/decisions/0032 and 0039) stays on screen
 * until React commits a real page: it is moved out of #root before React starts, so React's first commit
 * (the router's boot progress bar while the navigation rules run) does not blank the painted content, and
 * it is removed in the same commit as the page or an error screen (a layout effect: before that frame paints).
 */
const SHELL_ID = 'boot-shell';

/** Moves the static shell just before `container`, where React's render does not replace it. */
export function keepBootShell(container: HTMLElement): void {
  const shell = document.getElementById(SHELL_ID);
  if (shell && container.contains(shell)) container.before(shell);
}

function removeBootShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/** Removes the static shell when the calling screen commits (the root route, the error screens). */
export function useBootShellRemoval(): void {
  useLayoutEffect(removeBootShell, []);
}
