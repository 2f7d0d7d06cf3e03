/** Runs `task` when the browser is idle (after the first page is drawn); a timer where that is unsupported. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(id);
}
