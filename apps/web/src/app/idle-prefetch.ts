/**
 * Code every page may need soon but not to draw itself — the notification bar, the upgrade modal, the menu
 * drawer — is downloaded when the page is idle and evaluated only when first shown (decision 0055).
 *
 * They used to be imported when idle, which also evaluated them: on a slow phone MUI's dialog and drawer code
 * ran as long tasks right when the user starts to read and scroll a page that has just appeared. A
 * `<link rel="prefetch">` only fills the HTTP cache (the assets are cached for good), so a first show costs
 * the evaluation alone. Browsers without prefetch (Safari) get a plain `fetch` of the same files, which fills
 * the same cache. The build names the chunks in an inert `<template id="idle-prefetch">` of every HTML page
 * (apps/web/build/first-view-plugin.ts), because their hashed file names exist only after the build.
 */
export const IDLE_PREFETCH_MODULES = [
  'src/components/notification-bar.tsx',
  'src/components/upgrade-modal.tsx',
  'src/components/layout/nav-drawer.tsx',
] as const;

/** Links added per task: each starts a fetch, a few milliseconds on a slow phone (as in start-after-paint.ts). */
const SLICE = 4;

/** Starts the downloads the build listed (nothing in the dev server, which has no such template). */
export function prefetchIdleChunks(doc: Document): void {
  const template = doc.getElementById('idle-prefetch');
  if (!(template instanceof HTMLTemplateElement)) return;
  const hrefs = Array.from(template.content.querySelectorAll('link[rel="prefetch"]'), (link) =>
    link.getAttribute('href'),
  ).filter((href): href is string => href !== null);
  template.remove();
  const prefetch = doc.createElement('link').relList.supports('prefetch');
  const start = (href: string) => {
    if (!prefetch) {
      void fetch(href, { credentials: 'same-origin' }).catch(() => undefined);
      return;
    }
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    // Gone once fetched: Vite's preload helper skips any file a <link> in the head already names, and a
    // route imported later should get its own modulepreload for the shared chunks among these.
    link.onload = link.onerror = () => link.remove();
    doc.head.appendChild(link);
  };
  const slice = (from: number) => {
    hrefs.slice(from, from + SLICE).forEach(start);
    if (from + SLICE < hrefs.length) setTimeout(() => slice(from + SLICE), 0);
  };
  slice(0);
}
