import { useSyncExternalStore } from 'react';

/** The contact form, pre-set to a plan upgrade request: plans are changed by the operator (docs/spec/entitlements.md). */
export const UPGRADE_CONTACT_PATH = '/contact?subject=upgrade';
/**
 * A signed-in user requests the plan with the form of my page (company, seats, billing contact). Here, not
 * in the modal's component: pages that only link to it (plan-required-alert.tsx on a detail page) would
 * otherwise load and run the modal's dialog code with their first render (decision 0055).
 */
export const PLAN_REQUEST_PATH = '/mypage/plan-request';

/** docs/spec/sessions-and-accounts.md: the upgrade modal's visibility is one shared boolean flag. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export function openUpgradeModal(): void {
  set(true);
}

export function closeUpgradeModal(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the modal is open, for code outside React. */
export function isUpgradeModalOpen(): boolean {
  return open;
}

export function useUpgradeModalOpen(): boolean {
  return useSyncExternalStore(subscribe, isUpgradeModalOpen, isUpgradeModalOpen);
}
