/**
 * Where the navigation in progress is going (path + search), set by the root loader and cleared when the
 * router is idle again. A reload after a chunk-load failure goes there, not to the page being left.
 */
let target: string | null = null;

export function setNavigationTarget(next: string | null): void {
  target = next;
}

export function getNavigationTarget(): string | null {
  return target;
}
