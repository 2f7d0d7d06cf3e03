import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { installPreloadErrorListener, loadRouteModule, resetChunkReloadForTests } from './chunk-reload';
import { setNavigationTarget } from './navigation-target';
import { pageLoad } from './page-load';

const chunkError = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

let assign: MockInstance<(url: string) => void>;
beforeEach(() => {
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  resetChunkReloadForTests();
  setNavigationTarget(null);
  vi.restoreAllMocks();
});

describe('chunk-load failure', () => {
  it('reloads the navigation target once, and not again within 10 s', async () => {
    setNavigationTarget('/patents?q=x');
    const first = loadRouteModule(chunkError);
    await Promise.resolve();
    await Promise.resolve();
    expect(assign).toHaveBeenCalledWith('/patents?q=x');

    // The reloaded page fails again within the window: no second reload, the error reaches the error screen.
    resetChunkReloadForTests();
    await expect(loadRouteModule(chunkError)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(assign).toHaveBeenCalledTimes(1);
    void first;
  });

  it('passes a module through when it loads', async () => {
    await expect(loadRouteModule(() => Promise.resolve({ Component: () => null }))).resolves.toHaveProperty(
      'Component',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("handles Vite's vite:preloadError during a navigation", () => {
    const remove = installPreloadErrorListener();
    setNavigationTarget('/materials');
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('/materials');
    remove();
  });

  it('leaves a failed hover preload (no navigation) to its caller', () => {
    const remove = installPreloadErrorListener();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    remove();
  });
});
