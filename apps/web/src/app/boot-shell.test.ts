import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShellPaint } from './boot-shell';

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
