import { getNavigationTarget } from './navigation-target';
import { pageLoad, pendingForever } from './page-load';
import { claimReload } from './reload-guard';

/**
 * A lazy route whose code cannot be loaded (typically: a new build replaced the old chunks) reloads the
 * page it was going to, once per path within 10 s (docs/spec/routes-and-navigation.md). A second failure in that window shows
 * the error screen instead of reloading in a loop.
 */

let reloading = false;

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Starts a full load of `path` unless it was reloaded within the guard window. */
function reloadAfterChunkError(path: string = getNavigationTarget() ?? currentPath()): boolean {
  if (reloading) return true;
  if (!claimReload(path)) return false;
  reloading = true;
  pageLoad.assign(path);
  return true;
}

/** Wraps a route module import: a failure reloads once; otherwise the error reaches the error screen. */
export async function loadRouteModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadAfterChunkError()) return pendingForever<T>();
    throw error;
  }
}

/**
 * Vite's `vite:preloadError` fires when a dynamic import's dependencies fail to load. During a navigation
 * it reloads like a failed import; outside one (a hover preload) it is left to the caller, who ignores it.
 */
export function installPreloadErrorListener(target: Window = window): () => void {
  const onError = (event: Event) => {
    const path = getNavigationTarget();
    if (path && reloadAfterChunkError(path)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}

/** For tests: forget that a reload was started. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
