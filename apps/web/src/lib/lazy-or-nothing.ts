import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded part of the page that the page can do without (the desktop navigation row, the
 * notification bar, a notice): when its chunk cannot be loaded — a deploy replaced the files while the page
 * was starting, a network drop — it renders nothing instead of taking the whole page to the error screen.
 * The next navigation's chunk-load failure still reloads the page onto the new build (lib/chunk-reload.ts).
 */
export function lazyOrNothing<T, P extends object>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType<P>,
): ComponentType<P> {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: nothing }),
    ),
  );
}
