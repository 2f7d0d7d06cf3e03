import type { ReactNode } from 'react';
import { preloadRoute } from '../lib/preload-queue';

/** Preloads the code of the page at `to` when the pointer rests on, or the keyboard focuses, its link. */
export function PreloadOnIntent({ to, children }: { to: string; children: ReactNode }) {
  const preload = () => preloadRoute(to);
  return (
    <span style={{ display: 'contents' }} onMouseEnter={preload} onFocus={preload}>
      {children}
    </span>
  );
}
