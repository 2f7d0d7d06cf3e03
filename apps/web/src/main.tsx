// The app's code is evaluated in stages, each in a task of its own (docs/decisions/0057): evaluated at once it
// was the longest task of a page load on a slow phone (about 120 ms with the CPU 4x slower). Each stage module
// awaits the next task at its top level. The bundler writes these modules into the app's chunk one after the
// other in this import order, so an await there holds all the code after it. (Unbundled, as in the dev server,
// only main.tsx itself would wait: the stages do not split anything there, and change nothing else.)
import './app/boot-stages/after-framework';
import './components/theme-provider';
import './app/boot-stages/after-theme';
import './app/router';
import './app/boot-stages/after-router';
import { startApp } from './app/boot';
import { afterShellPaint } from './app/boot-shell';

// docs/spec/error-catalogue.md: unhandled promise rejections are only logged.
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled promise rejection', event.reason);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// React renders only after the static shell of index.html has been painted (docs/decisions/0026): the first
// render is long on a slow phone, and scripts that are already downloaded (a fast network, the HTTP cache)
// would otherwise run it before the browser paints anything.
afterShellPaint(() => startApp(container));
