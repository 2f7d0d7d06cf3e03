import { afterEach, describe, expect, it } from 'vitest';

// The setup (`dom-setup.ts`) installs the reuse in every jsdom file; these tests check it there.
describe('getComputedStyle in the jsdom tests', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('hands back the same declaration while the document is unchanged', () => {
    document.body.innerHTML = '<p id="p">本文</p>';
    const p = document.getElementById('p')!;
    expect(getComputedStyle(p)).toBe(getComputedStyle(p));
  });

  it('computes afresh after a change to attributes, nodes or style sheets', () => {
    document.body.innerHTML = '<section id="s"><p id="p">本文</p></section>';
    const p = document.getElementById('p')!;
    expect(getComputedStyle(p).display).toBe('block');

    p.style.display = 'none';
    expect(getComputedStyle(p).display).toBe('none');

    p.removeAttribute('style');
    expect(getComputedStyle(p).display).toBe('block');

    const sheet = document.createElement('style');
    sheet.textContent = '.hidden p { visibility: hidden; }';
    document.head.append(sheet);
    expect(getComputedStyle(p).visibility).toBe('visible');
    document.getElementById('s')!.className = 'hidden';
    expect(getComputedStyle(p).visibility).toBe('hidden');

    sheet.textContent = '';
    expect(getComputedStyle(p).visibility).toBe('visible');
  });

  it('leaves pseudo-elements to jsdom', () => {
    document.body.innerHTML = '<p id="p">本文</p>';
    const p = document.getElementById('p')!;
    expect(getComputedStyle(p, '::before')).not.toBe(getComputedStyle(p, '::before'));
  });
});
