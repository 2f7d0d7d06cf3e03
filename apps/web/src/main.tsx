import { afterShellPaint, startWhenLoaded } from './app/boot-shell';

// docs/spec/error-catalogue.md: unhandled promise rejections are only logged.
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled promise rejection', event.reason);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The entry holds only this: the app (React, the router, MUI) is imported — evaluated — after the static
// shell, with a list's or detail's first view, has been painted (decisions 0026, 0044). Its chunks are
// fetched meanwhile: the page names them as modulepreload (build/first-view-plugin.ts).
afterShellPaint(() => void startWhenLoaded(container, () => import('./app/boot')));
