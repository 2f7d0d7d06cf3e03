import { BUILD_META_PATHS } from '@app/contract/api-paths';
import { buildMetaSchema, type BuildMeta } from '@app/contract/public-config';
import { claimReload } from './reload-guard';

/**
 * New-build detection (docs/spec/routes-and-navigation.md, docs/spec/budgets-and-reliability.md). `/build/latest.json` says which build is deployed; when it is
 * not the one this page runs, the next route change loads the target page in full so the user gets the
 * new code (at most once per path within 10 s). Checked every 5 minutes and when the window gets focus.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** Fetches the deployed build's metadata; null when it cannot be read (offline, dev server, old server). */
export async function fetchLatestBuild(): Promise<BuildMeta | null> {
  try {
    const response = await fetch(BUILD_META_PATHS.latest, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const parsed = buildMetaSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type BuildUpdateWatcher = {
  check: () => Promise<void>;
  start: () => () => void;
  isUpdateAvailable: () => boolean;
  /** True when the navigation to `path` must be a full page load (and the reload is recorded). */
  shouldReloadFor: (path: string) => boolean;
};

export function createBuildUpdateWatcher(options: {
  currentId: string;
  fetchLatest?: () => Promise<BuildMeta | null>;
  intervalMs?: number;
  target?: Window;
}): BuildUpdateWatcher {
  const { currentId, fetchLatest = fetchLatestBuild, intervalMs = BUILD_POLL_INTERVAL_MS } = options;
  let updateAvailable = false;

  const check = async () => {
    const latest = await fetchLatest();
    if (latest && latest.id !== currentId) updateAvailable = true;
  };

  return {
    check,
    isUpdateAvailable: () => updateAvailable,
    shouldReloadFor: (path) => updateAvailable && claimReload(path),
    start: () => {
      const win = options.target ?? window;
      const onFocus = () => void check();
      const timer = win.setInterval(onFocus, intervalMs);
      win.addEventListener('focus', onFocus);
      return () => {
        win.clearInterval(timer);
        win.removeEventListener('focus', onFocus);
      };
    },
  };
}

/** The app's watcher, for the build this bundle was made from. */
export const buildUpdate = createBuildUpdateWatcher({ currentId: __BUILD_ID__ });
