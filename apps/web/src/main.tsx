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
