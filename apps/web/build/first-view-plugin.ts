import type { Plugin } from 'vite';
import { HOME_LEAD, HOME_TITLE } from '../src/features/home/home-texts';

/** Where index.html has room for a page's first view (the server fills it for a list or detail, decision 0032). */
const FIRST_VIEW_MARKER = '<!-- first-view -->';
/** The page the server sends for `/` (apps/server/src/features/web-app/browser-routes.ts). */
export const HOME_PAGE_FILE = 'home.html';

/**
 * The opening section of the home page as static markup (docs/decisions/0039): the largest text of `/`
 * painted with the HTML, styled by the inline CSS of index.html, instead of after the JavaScript. The
 * search form's place is kept empty (nothing to click before the app runs), so the page does not move
 * when React puts the real section there.
 */
export function homeFirstView(): string {
  for (const text of [HOME_TITLE, HOME_LEAD]) {
    if (/[<>&"']/.test(text)) throw new Error(`home text with markup characters: ${text}`);
  }
  return (
    `<div class="first-view"><section class="fv-hero"><h1>${HOME_TITLE}</h1><p>${HOME_LEAD}</p>` +
    '<div class="fv-hero-form"></div></section></div>'
  );
}

/** Writes `home.html`: the built index.html with the home page's first view in its static shell. */
export function firstViewPlugin(): Plugin {
  return {
    name: 'first-view',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('first-view: the build has no index.html');
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      if (!html.includes(FIRST_VIEW_MARKER))
        return this.error(`first-view: index.html has no ${FIRST_VIEW_MARKER}`);
      this.emitFile({
        type: 'asset',
        fileName: HOME_PAGE_FILE,
        source: html.replace(FIRST_VIEW_MARKER, () => homeFirstView()),
      });
    },
  };
}
