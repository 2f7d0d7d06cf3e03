import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// toBeInTheDocument(), toHaveTextContent() …: DOM matchers that say what a test expects of an element.
import '@testing-library/jest-dom/vitest';
import { getSession } from '../lib/session';
import { reuseComputedStyles } from './computed-style-reuse';

// findBy*/waitFor wait up to 10 s instead of 1 s: the first render of a lazy route compiles its module, which
// takes seconds when the two cores are shared with a database and a browser (a wait, not a slowness check).
configure({ asyncUtilTimeout: 10_000 });

reuseComputedStyles(window);

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  getSession(); // the session the components see follows the cookies just removed (lib/session.ts keeps a snapshot)
  sessionStorage.clear();
  localStorage.clear();
});
