/**
 * Full page loads, behind one object so tests can observe them (jsdom's `location` cannot be spied on).
 * Used for external redirects and for the reloads after a new build or a chunk-load failure.
 */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** A promise that never settles: returned by a loader while the page is being replaced. */
export function pendingForever<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
