/**
 * The app's scripts are fetched after the page's HTML is painted (docs/decisions/0047). The build puts the
 * entry script and its `modulepreload` links into an inert `<template id="app-scripts">` and loads this
 * function as a small classic `defer` script (apps/web/build/first-view-plugin.ts): it runs once the whole
 * document is parsed — for a patent list or detail that is after the server streamed in the first view — and
 * adds those elements to the head after the next paint. So the browser paints the static shell and the first
 * view before it downloads and evaluates the app (a phone otherwise evaluates the scripts it has already got
 * first, and paints the content after them).
 *
 * Plain DOM code without imports: the build writes this function's source into its own file (a
 * Content-Security-Policy of `script-src 'self'` allows no inline script).
 */
export function startAfterPaint(doc: Document): void {
  // Inside the function: the build writes only its source (no module scope around it).
  const SLICE = 4;
  const template = doc.getElementById('app-scripts');
  if (!(template instanceof HTMLTemplateElement)) return;
  const inert = Array.from(template.content.children);
  // New elements, not the template's clones: a script parsed inside a template is marked as already
  // started and would never run.
  const add = (element: Element) => {
    const live = doc.createElement(element.localName);
    for (const { name, value } of Array.from(element.attributes)) live.setAttribute(name, value);
    doc.head.appendChild(live);
  };
  // A page names up to ~50 chunks; each link starts a fetch (a few ms on a slow phone): a few per task, so
  // no insertion is a long task. The entry and the framework come first; Vite's preload helper, when the
  // router imports the route module, finds the links already added and adds none.
  const addSlice = (from: number) => {
    for (const element of inert.slice(from, from + SLICE)) add(element);
    if (from + SLICE < inert.length) setTimeout(() => addSlice(from + SLICE), 0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    addSlice(0);
  };
  // requestAnimationFrame runs just before a frame is made; the one after it runs once that frame is out —
  // a single frame was not enough: Chromium showed the first frame (the observed paint) up to 25 ms after the
  // task queued from its animation frame had already started the downloads.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // Hidden tabs get no animation frames: start anyway.
  setTimeout(start, 200);
}
