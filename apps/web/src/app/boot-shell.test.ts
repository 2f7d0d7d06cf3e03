import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The page the server sends: something is painted before the JavaScript runs (issue 17, Lighthouse). */
describe('index.html', () => {
  it('carries a static shell (app bar with the service name, a loading line) inside the root element', () => {
    const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
    const document = new DOMParser().parseFromString(html, 'text/html');
    const shell = document.querySelector('#root > #boot-shell');
    expect(shell?.querySelector('header')?.textContent).toBe('素材特許ナビ');
    expect(shell?.textContent).toContain('読み込み中です');
  });
});
