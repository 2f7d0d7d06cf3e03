import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_LOAD_FAILED, afterShellPaint, startWhenLoaded } from './boot-shell';

/** The page the server sends: something is painted before the JavaScript runs (issue 17, Lighthouse). */
describe('index.html', () => {
  it('carries a static shell (app bar with the service name, a loading line) inside the root element', () => {
    const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
    const document = new DOMParser().parseFromString(html, 'text/html');
    const shell = document.querySelector('#root > #boot-shell');
    expect(shell?.querySelector('header')?.textContent).toBe('素材特許ナビ');
    expect(shell?.textContent).toContain('読み込み中です');
  });
});

describe('afterShellPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the app only after the next frame has been painted, and only once', () => {
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).not.toHaveBeenCalled();
    for (const frame of frames) frame(16); // the frame that paints the shell
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0); // the task queued from that frame, after its paint
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway in a hidden tab, where no frame comes', () => {
    const start = vi.fn();
    afterShellPaint(start);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

/** The entry imports the app only once the shell is painted (decision 0044). */
describe('startWhenLoaded', () => {
  const shell = () => {
    const root = document.createElement('div');
    root.innerHTML = '<div id="boot-shell"><header>素材特許ナビ</header><p>読み込み中です…</p></div>';
    return root;
  };

  it('starts the loaded app in the container in a task after the one that ran its code', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const container = shell();
      const startApp = vi.fn();
      const started = startWhenLoaded(container, () => Promise.resolve({ startApp }));
      await Promise.resolve();
      await Promise.resolve();
      expect(startApp).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      await started;
      expect(startApp).toHaveBeenCalledTimes(1);
      expect(startApp).toHaveBeenCalledWith(container);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says in the shell's loading line, as an alert, that the page could not load when the app's code does not come", async () => {
    const container = shell();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startWhenLoaded(container, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const line = container.querySelector('#boot-shell > p');
    expect(line?.textContent).toBe(APP_LOAD_FAILED);
    expect(line?.getAttribute('role')).toBe('alert');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
