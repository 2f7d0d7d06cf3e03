import { Suspense } from 'react';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { useNotification } from '../lib/notifications';
import { useStickyFlag } from '../lib/sticky-flag';
import { useUpgradeModalOpen } from '../lib/upgrade-modal';

/**
 * The notification bar and the upgrade modal, mounted once for the app but loaded only when first shown
 * (their dialog and snackbar code is not needed to draw the first page: docs/spec/budgets-and-reliability.md budget). Both are
 * downloaded when the page is idle (app/idle-prefetch.ts), so showing one never waits for the network in practice.
 */
const NotificationBar = lazyOrNothing(
  () => import('./notification-bar'),
  (m) => m.NotificationBar,
);
const UpgradeModal = lazyOrNothing(
  () => import('./upgrade-modal'),
  (m) => m.UpgradeModal,
);

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
