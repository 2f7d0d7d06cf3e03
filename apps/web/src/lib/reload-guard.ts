/**
 * docs/spec/routes-and-navigation.md, docs/spec/budgets-and-reliability.md: the page reloads (new build, chunk-load failure) at most once per path within 10
 * seconds. The record `{path: timestamp}` lives in sessionStorage so it survives the reload itself.
 */
export const RELOAD_WINDOW_MS = 10_000;
const STORAGE_KEY = 'app:reloads';

type ReloadLog = Record<string, number>;

function read(): ReloadLog {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ReloadLog) : {};
  } catch {
    return {};
  }
}

function write(log: ReloadLog): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(log));
  } catch {
    // Storage full or disabled: the guard then allows a reload per page life, which still cannot loop fast.
  }
}

/** True (and recorded) when `path` may be reloaded now; false when it was reloaded within the window. */
export function claimReload(path: string, now: number = Date.now()): boolean {
  const log = read();
  const last = log[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < RELOAD_WINDOW_MS) return false;
  const fresh: ReloadLog = {};
  for (const [key, at] of Object.entries(log))
    if (typeof at === 'number' && now - at < RELOAD_WINDOW_MS) fresh[key] = at;
  fresh[path] = now;
  write(fresh);
  return true;
}
