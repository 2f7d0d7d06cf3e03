/**
 * Code every page may need soon but not to draw itself — the notification bar, the upgrade modal, the menu
 * drawer — is downloaded when the page is idle and evaluated only when first shown.
 *
 * They used to be imported when idle, which also evaluated them: on a slow phone 70–80 ms of MUI dialog and
 * drawer code ran as long tasks right when the user starts to read and scroll a page that has just
 * appeared. A `<link rel="prefetch">` only fills the HTTP cache, so a first show costs the evaluation alone,
 * never the network. The build names their chunks in an inert `<template id="idle-prefetch">` of every HTML
 * page (apps/web/build/first-view-plugin.ts), because their hashed file names exist only after the build.
 */
export const IDLE_PREFETCH_MODULES = [
  'src/components/notification-bar.tsx',
  'src/components/upgrade-modal.tsx',
  'src/components/layout/nav-drawer.tsx',
] as const;

/** Starts the downloads the build listed (nothing in the dev server, which has no such template). */
export function prefetchIdleChunks(doc: Document): void {
  const template = doc.getElementById('idle-prefetch');
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const link of Array.from(template.content.querySelectorAll('link[rel="prefetch"]')))
    doc.head.appendChild(doc.importNode(link, true));
  template.remove();
}
