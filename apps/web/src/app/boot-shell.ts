/** The first moment of a page load: the static shell of index.html is on screen before React renders. */

/** Runs `start` after the browser has painted the current document (or after 200 ms in a hidden tab). */
export function afterShellPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // requestAnimationFrame runs just before a paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(once, 0));
  // Hidden tabs get no animation frames: start anyway.
  setTimeout(once, 200);
}
