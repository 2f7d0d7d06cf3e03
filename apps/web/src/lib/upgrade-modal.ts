import { useSyncExternalStore } from 'react';

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
