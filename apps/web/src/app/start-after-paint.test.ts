import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterPaint } from './start-after-paint';

const SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-def.js">';

/** The elements of the head that a browser fetches: not those inside the inert template. */
const fetchable = () =>
  [
    ...document.head.querySelectorAll(':scope > script[type="module"], :scope > link[rel="modulepreload"]'),
  ].map((element) => element.outerHTML);

describe('startAfterPaint', () => {
  let frames: FrameRequestCallback[];
  /** Runs the animation frame callbacks queued so far (not those they queue). */
  const nextFrame = () => {
    for (const frame of frames.splice(0)) frame(0);
  };
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.head.innerHTML = `<template id="app-scripts">${SCRIPTS}</template>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('adds the entry script and its preloads to the head only after the next frame is out', () => {
    startAfterPaint(document);
    expect(fetchable()).toEqual([]);
    // The frame of the parsed page, and the task after it: still nothing to fetch.
    nextFrame();
    vi.advanceTimersByTime(0);
    expect(fetchable()).toEqual([]);
    // The frame after it, and the task after that one.
    nextFrame();
    expect(fetchable()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(fetchable()).toEqual([
      '<script type="module" crossorigin="" src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin="" href="/assets/framework-def.js">',
    ]);
    // New elements, not the template's own (a script parsed in a template never runs).
    const template = document.getElementById('app-scripts') as HTMLTemplateElement;
    expect(template.content.children).toHaveLength(2);
  });

  it('adds a long list of preloads a few per task, entry first', () => {
    const chunks = Array.from(
      { length: 9 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/c${i}.js">`,
    );
    document.head.innerHTML = `<template id="app-scripts">${SCRIPTS}${chunks.join('')}</template>`;
    startAfterPaint(document);
    nextFrame();
    nextFrame();
    vi.advanceTimersToNextTimer();
    expect(fetchable()).toHaveLength(4);
    expect(fetchable()[0]).toContain('/assets/index-abc.js');
    vi.advanceTimersToNextTimer();
    expect(fetchable()).toHaveLength(8);
    vi.advanceTimersToNextTimer();
    expect(fetchable()).toHaveLength(11);
    expect(fetchable()[10]).toContain('/assets/c8.js');
  });

  it('starts in a hidden tab, which gets no animation frames, and only once', () => {
    startAfterPaint(document);
    vi.advanceTimersByTime(199);
    expect(fetchable()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetchable()).toHaveLength(2);
    nextFrame();
    nextFrame();
    vi.advanceTimersByTime(1000);
    expect(fetchable()).toHaveLength(2);
  });

  it('does nothing on a page without the template', () => {
    document.head.innerHTML = '';
    startAfterPaint(document);
    vi.advanceTimersByTime(1000);
    expect(document.head.children).toHaveLength(0);
  });
});
