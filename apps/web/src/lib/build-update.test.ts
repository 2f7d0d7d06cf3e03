import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_INTERVAL_MS, createBuildUpdateWatcher, fetchLatestBuild } from './build-update';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('new-build detection', () => {
  it('asks for a full load of the target once per path within 10 s after a new build is seen', async () => {
    const watcher = createBuildUpdateWatcher({
      currentId: 'old',
      fetchLatest: () => Promise.resolve({ id: 'new', timestamp: 1 }),
    });
    expect(watcher.shouldReloadFor('/patents')).toBe(false);
    await watcher.check();
    expect(watcher.isUpdateAvailable()).toBe(true);
    expect(watcher.shouldReloadFor('/patents')).toBe(true);
    expect(watcher.shouldReloadFor('/patents')).toBe(false);
    expect(watcher.shouldReloadFor('/materials')).toBe(true);
  });

  it('does nothing while the deployed build is this one, or unknown', async () => {
    let latest: { id: string; timestamp: number } | null = { id: 'same', timestamp: 1 };
    const watcher = createBuildUpdateWatcher({
      currentId: 'same',
      fetchLatest: () => Promise.resolve(latest),
    });
    await watcher.check();
    latest = null;
    await watcher.check();
    expect(watcher.shouldReloadFor('/')).toBe(false);
  });

  it('polls every 5 minutes and when the window gets focus', async () => {
    vi.useFakeTimers();
    const fetchLatest = vi.fn(() => Promise.resolve(null));
    const stop = createBuildUpdateWatcher({ currentId: 'a', fetchLatest }).start();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('reads /build/latest.json without cache and validates it', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: 'b1', timestamp: 5 }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(fetchLatestBuild()).resolves.toEqual({ id: 'b1', timestamp: 5 });
    expect(fetch).toHaveBeenCalledWith('/build/latest.json', expect.objectContaining({ cache: 'no-store' }));

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>', { status: 200 }))),
    );
    await expect(fetchLatestBuild()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchLatestBuild()).resolves.toBeNull();
  });
});
