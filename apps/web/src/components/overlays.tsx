import { Suspense } from 'react';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { useNotification } from '../lib/notifications';
import { useStickyFlag } from '../lib/sticky-flag';
import { useUpgradeModalOpen } from '../lib/upgrade-modal';

/**
 * The notification bar and the upgrade modal, mounted once for the app but loaded only when first shown
 * (their dialog and snackbar code is not needed to draw the first page: docs/spec/budgets-and-reliability.md budget). Both are
 * preloaded when the browser is idle, so showing one never waits for the network in practice.
 */
const loadNotificationBar = () => import('./notification-bar');
const loadUpgradeModal = () => import('./upgrade-modal');

const NotificationBar = lazyOrNothing(loadNotificationBar, (m) => m.NotificationBar);
const UpgradeModal = lazyOrNothing(loadUpgradeModal, (m) => m.UpgradeModal);

export function preloadOverlays(): void {
  void loadNotificationBar().catch(() => undefined);
  void loadUpgradeModal().catch(() => undefined);
}

export function Overlays() {
  const notificationNeeded = useStickyFlag(useNotification().open);
  const upgradeNeeded = useStickyFlag(useUpgradeModalOpen());
  return (
    <Suspense fallback={null}>
      {notificationNeeded && <NotificationBar />}
      {upgradeNeeded && <UpgradeModal />}
    </Suspense>
  );
}
