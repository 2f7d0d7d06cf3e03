/**
 * Route preloads (docs/spec/budgets-and-reliability.md: about 4 at once). Links preload their route's code on hover or focus;
 * the queue keeps at most `concurrency` imports in flight so a sweep over the menu does not crowd out the
 * requests of the page the user is on. Each key is loaded once; a failure is forgotten so it can retry.
 */
export const PRELOAD_CONCURRENCY = 4;

export type PreloadQueue = {
  enqueue: (key: string, task: () => Promise<unknown>) => Promise<void>;
  active: () => number;
};

export function createPreloadQueue(concurrency: number = PRELOAD_CONCURRENCY): PreloadQueue {
  const waiting: Array<() => void> = [];
  const started = new Map<string, Promise<void>>();
  let running = 0;

  const next = () => {
    if (running >= concurrency) return;
    const run = waiting.shift();
    if (run) run();
  };

  const enqueue = (key: string, task: () => Promise<unknown>): Promise<void> => {
    const existing = started.get(key);
    if (existing) return existing;
    const done = new Promise<void>((resolve) => {
      waiting.push(() => {
        running += 1;
        task()
          .catch(() => started.delete(key)) // preloading is best effort; the navigation itself reports errors
          .finally(() => {
            running -= 1;
            resolve();
            next();
          });
      });
    });
    started.set(key, done);
    next();
    return done;
  };

  return { enqueue, active: () => running };
}

/** Given an app path, the route modules it needs: a stable key (the route pattern) and the import. */
export type PreloadResolver = (path: string) => Array<{ key: string; load: () => Promise<unknown> }>;

let resolver: PreloadResolver | null = null;
const queue = createPreloadQueue();

export function setRoutePreloadResolver(next: PreloadResolver | null): void {
  resolver = next;
}

/** Preloads the code of the page at `href` (path, optionally with a query). Safe to call repeatedly. */
export function preloadRoute(href: string): void {
  if (!resolver) return;
  const path = href.split(/[?#]/)[0] ?? href;
  for (const { key, load } of resolver(path)) void queue.enqueue(key, load);
}
