import { useSyncExternalStore } from 'react';

/**
 * The message of the error that replaces the whole app with the error screen (docs/spec/routes-and-navigation.md, docs/spec/error-catalogue.md).
 * A module-level store so non-React code (the api-client, app setup) can raise it.
 */
let fatalMessage: string | null = null;
const listeners = new Set<() => void>();

function set(message: string | null): void {
  if (fatalMessage === message) return;
  fatalMessage = message;
  for (const listener of [...listeners]) listener();
}

export function raiseFatal(message: string): void {
  set(message);
}

/** Called by the error screen's buttons before they navigate away. */
export function clearFatal(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current fatal error message, for code outside React. */
export function getFatalError(): string | null {
  return fatalMessage;
}

export function useFatalError(): string | null {
  return useSyncExternalStore(subscribe, getFatalError, getFatalError);
}
