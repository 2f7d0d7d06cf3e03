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

/** Resolves in a later task: what ran before it and what runs after it are two tasks, not one long one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Said in the shell when the app's code cannot be fetched (the network dropped, the server went away). */
export const APP_LOAD_FAILED =
  'ページを読み込めませんでした。通信状態を確認して、ページを再読み込みしてください。';

/**
 * Imports the app (decision 0044) and starts it in `container` in the next task. If its code cannot be
 * loaded, the shell's loading line says so instead of promising a page that never comes.
 */
export async function startWhenLoaded(
  container: HTMLElement,
  load: () => Promise<{ startApp: (container: HTMLElement) => void }>,
): Promise<void> {
  let startApp: (container: HTMLElement) => void;
  try {
    ({ startApp } = await load());
  } catch (error) {
    console.error(error);
    const line = container.querySelector('#boot-shell > p');
    if (line) {
      line.textContent = APP_LOAD_FAILED;
      line.setAttribute('role', 'alert');
    }
    return;
  }
  // The import ran the app's modules (React, the router, MUI, the API schemas) in one task: start the app in
  // a task of its own, so the two long tasks do not add up to one (a slow phone's blocking time).
  await nextTask();
  startApp(container);
}
