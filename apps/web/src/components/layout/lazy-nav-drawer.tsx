import { lazy, Suspense } from 'react';
import { useStickyFlag } from '../../lib/sticky-flag';

/** The drawer's code (Drawer, lists, icons) loads on first use, or earlier on hover and focus; it is downloaded when idle (app/idle-prefetch.ts). */
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavDrawer })));

export function preloadDrawer(): void {
  void loadDrawer().catch(() => undefined);
}

export function LazyNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const needed = useStickyFlag(open);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NavDrawer open={open} onClose={onClose} />
    </Suspense>
  );
}
