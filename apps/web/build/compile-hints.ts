import type { RenderedChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of the file is
 * compiled while the script streams in on a background thread, instead of lazily on the main thread the
 * first time it is called. On the patent list's first load the main thread compiled about 5,000 functions
 * lazily (55–72 ms of its CPU, unthrottled; four times that on Lighthouse's phone); with the hint, about 3 ms
 * (docs/decisions/0060).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Libraries of which a page runs a small part (a few chart types of ECharts; zxcvbn's dictionaries are data):
 * compiling all their functions up front would only cost memory and background time.
 */
const MOSTLY_UNCALLED = /[\\/]node_modules[\\/](?:echarts|zrender|@zxcvbn-ts)[\\/]/;

/** The first line of a chunk: the hint, except for the libraries above. */
function compileHintBanner(chunk: Pick<RenderedChunk, 'moduleIds'>): string {
  return chunk.moduleIds.some((id) => MOSTLY_UNCALLED.test(id)) ? '' : COMPILE_HINT;
}

/**
 * Vite writes its preload map (`const __vite__mapDeps=…`) above the banner of a chunk that imports others
 * lazily. V8 compiles eagerly what follows the hint: with the hint on the second line, the app chunk's
 * functions were still compiled lazily on the main thread (about 1,300 on a list's first load, 14 ms,
 * unthrottled). The two lines are swapped back; neither has a source mapping.
 */
export function hintFirst(code: string): string {
  const at = code.indexOf(`\n${COMPILE_HINT}\n`);
  if (at < 0 || code.lastIndexOf('\n', at - 1) !== -1) return code;
  return `${COMPILE_HINT}\n${code.slice(0, at)}\n${code.slice(at + COMPILE_HINT.length + 2)}`;
}

/**
 * The hint on every chunk but the libraries above: rolldown's `postBanner` (after minification, which
 * drops comments; the source map and the file's hash account for it), then back on the first line where
 * Vite put its preload map above it.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    outputOptions: (options) => ({ ...options, postBanner: compileHintBanner }),
    // After Vite's own generateBundle has written the preload map; before the files are compressed.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = hintFirst(output.code);
        }
      },
    },
  };
}
