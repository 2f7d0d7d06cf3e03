import { afterEach, describe, expect, it } from 'vitest';

// setup.ts installs the memo on this window (computed-style-memo.ts): these check it never answers stale.
afterEach(() => {
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  document.body.replaceChildren();
});

function box(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('getComputedStyle memo', () => {
  it('answers a second call for an unchanged document from memory', () => {
    const element = box();
    expect(getComputedStyle(element)).toBe(getComputedStyle(element));
  });

  it('sees a changed class, inline style or attribute at once', () => {
    const style = document.createElement('style');
    style.textContent = '.gone { display: none } [hidden-by-attr] { visibility: hidden }';
    document.head.append(style);
    const element = box();
    expect(getComputedStyle(element).display).toBe('block');
    element.className = 'gone';
    expect(getComputedStyle(element).display).toBe('none');
    element.className = '';
    element.style.display = 'inline';
    expect(getComputedStyle(element).display).toBe('inline');
    element.setAttribute('hidden-by-attr', '');
    expect(getComputedStyle(element).visibility).toBe('hidden');
  });

  it('sees a change made before the last microtask, when its mutation records have been delivered', async () => {
    const style = document.createElement('style');
    style.textContent = '.off { pointer-events: none }';
    document.head.append(style);
    const element = box();
    element.className = 'off';
    expect(getComputedStyle(element).pointerEvents).toBe('none');
    element.className = '';
    await Promise.resolve();
    expect(getComputedStyle(element).pointerEvents).toBe('auto');
  });

  it('sees rules added as text of a <style> element and through the CSSOM', () => {
    const element = box();
    element.className = 'late';
    expect(getComputedStyle(element).display).toBe('block');
    const style = document.createElement('style');
    document.head.append(style);
    style.sheet!.insertRule('.late { display: flex }');
    expect(getComputedStyle(element).display).toBe('flex');
    style.sheet!.deleteRule(0);
    expect(getComputedStyle(element).display).toBe('block');
    style.append(document.createTextNode('.late { display: grid }'));
    expect(getComputedStyle(element).display).toBe('grid');
  });

  it('sees a parent change in an inherited property of the child', () => {
    const parent = box();
    const child = document.createElement('span');
    parent.append(child);
    expect(getComputedStyle(child).visibility).toBe('visible');
    parent.style.visibility = 'hidden';
    expect(getComputedStyle(child).visibility).toBe('hidden');
  });
});
