import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { IDLE_PREFETCH_MODULES } from '../src/app/idle-prefetch.ts';
import { startAfterPaint } from '../src/app/start-after-paint.ts';
import { HOME_LEAD, HOME_TITLE } from '../src/features/home/home-texts.ts';

/** Where index.html has room for a page's first view (the server fills it for a list or detail, decision 0032). */
const FIRST_VIEW_MARKER = '<!-- first-view -->';

/**
 * The pages painted from the HTML (decision 0039) and their route modules (app/page-routes.ts): each gets
 * its own copy of index.html that names the route module's chunks as `modulepreload`, so the browser
 * fetches them while the entry loads instead of after it, and the app's dynamic import finds them already there
 * (Vite's preload helper adds no links of its own — on a slow phone 45 links were one long task).
 * `home.html` also carries the home page's opening section; the server fills the others' first views.
 * The names of the others are the server's first-answer kinds (apps/server/src/features/web-app/first-answer.ts).
 */
const PAGES = [
  { file: 'home.html', route: 'src/app/routes/home/home.tsx', view: homeFirstView },
  { file: 'first-view/patent-list.html', route: 'src/app/routes/catalogue/patents.tsx' },
  { file: 'first-view/patent-detail.html', route: 'src/app/routes/catalogue/patent-detail.tsx' },
] as const;

/**
 * The opening section of the home page as static markup: the largest text of `/` painted with the HTML,
 * styled by the inline CSS of index.html, instead of after the JavaScript. The search form's place is kept
 * empty (nothing to click before the app runs), so the page does not move when React puts the real
 * section there.
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

/** The chunks a route module needs (its own and every static import below it), in load order. */
function chunksOf(bundle: OutputBundle, route: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${route}`));
  if (!entry) throw new Error(`first-view: no chunk for ${route}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(entry);
  return [...files];
}

/** The entry script and the module preloads Vite writes into the head of index.html. */
const APP_SCRIPT_TAGS =
  /\s*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)/g;

/**
 * index.html with its scripts fetched after the page is painted (decision 0047): the entry script and its
 * preloads moved into an inert `<template id="app-scripts">` (nothing in it is fetched), and in their place
 * the small classic `defer` script that adds them to the head after the first paint of the parsed document
 * (src/app/start-after-paint.ts).
 */
export function deferAppScripts(html: string, loaderPath: string): string {
  const tags = [...html.matchAll(APP_SCRIPT_TAGS)].map((match) => match[0].trim());
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('first-view: index.html has no entry script');
  let placed = false;
  return html.replace(APP_SCRIPT_TAGS, () => {
    if (placed) return '';
    placed = true;
    return `\n    <template id="app-scripts">${tags.join('')}</template><script defer src="${loaderPath}"></script>`;
  });
}

/**
 * The inert list of chunks an HTML page downloads when idle (app/idle-prefetch.ts): those of
 * IDLE_PREFETCH_MODULES that the page does not load anyway.
 */
export function idlePrefetchTemplate(bundle: OutputBundle, html: string): string {
  const files = new Set(IDLE_PREFETCH_MODULES.flatMap((module) => chunksOf(bundle, module)));
  const links = [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="prefetch" crossorigin href="/${file}">`)
    .join('');
  return `<template id="idle-prefetch">${links}</template>`;
}

/**
 * Writes index.html with its scripts after the first paint, and a copy of it per page of PAGES: its route's
 * chunks preloaded with the entry, home's first view in. Each names the chunks it downloads when idle.
 */
export function firstViewPlugin(): Plugin {
  return {
    name: 'first-view',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('first-view: the build has no index.html');
      const built = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      if (!built.includes(FIRST_VIEW_MARKER))
        return this.error(`first-view: index.html has no ${FIRST_VIEW_MARKER}`);
      const loader = this.emitFile({
        type: 'asset',
        name: 'start-after-paint.js',
        source: `(${startAfterPaint.toString()})(document);\n`,
      });
      const html = deferAppScripts(built, `/${this.getFileName(loader)}`);
      const withIdle = (page: string) =>
        page.replace('</body>', () => `${idlePrefetchTemplate(bundle, page)}</body>`);
      index.source = withIdle(html);
      for (const page of PAGES) {
        const links = chunksOf(bundle, page.route)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        const view = 'view' in page ? page.view() : FIRST_VIEW_MARKER;
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          // With the entry's (decision 0047): fetched after the page with its first view is painted, so on a
          // slow network these fetches never hold back the bytes of the painted content.
          source: withIdle(
            html.replace(FIRST_VIEW_MARKER, () => view).replace('</template>', () => `${links}</template>`),
          ),
        });
      }
    },
  };
}
