/**
 * Remembers `getComputedStyle(element)` until the document changes.
 *
 * Role queries (`getByRole`, `findByRole`) ask for the computed style of every candidate, its ancestors
 * and the descendants that make up its name; jsdom answers each call with a fresh copy of its cached
 * declaration, or matches the element against every CSS rule (MUI injects hundreds). That was about a
 * third of the CPU time of a page test. The answer only changes when the document does, so one
 * declaration per element is kept until any DOM mutation (nodes, attributes such as `class` and `style`,
 * text, which includes the rules in `<style>` elements) or a CSSOM rule change (`insertRule`,
 * `deleteRule`, `replaceSync`). Mutations are read synchronously (`takeRecords`) and, once delivered at the
 * next microtask, through the observer's callback, so no call can see a stale declaration. jsdom's own cache is invalidated by the same events, so focus or hover do not change
 * answers either way.
 */
export function memoizeComputedStyle(win: Window & typeof globalThis): void {
  const native = win.getComputedStyle.bind(win);
  // Records not yet taken go to this callback at the next microtask, and are gone from takeRecords() then.
  let changed = false;
  const observer = new win.MutationObserver(() => {
    changed = true;
  });
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  let memo = new WeakMap<Element, CSSStyleDeclaration>();
  let cssomVersion = 0;
  let memoVersion = 0;

  const sheet = win.CSSStyleSheet.prototype;
  for (const method of ['insertRule', 'deleteRule', 'replaceSync', 'addRule', 'removeRule'] as const) {
    const original = Reflect.get(sheet, method) as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    Object.defineProperty(sheet, method, {
      configurable: true,
      writable: true,
      value(this: CSSStyleSheet, ...args: unknown[]) {
        cssomVersion += 1;
        return original.apply(this, args);
      },
    });
  }

  win.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return native(element, pseudoElement);
    if (observer.takeRecords().length > 0 || changed || memoVersion !== cssomVersion) {
      memo = new WeakMap();
      memoVersion = cssomVersion;
      changed = false;
    }
    let style = memo.get(element);
    if (!style) {
      style = native(element);
      memo.set(element, style);
    }
    return style;
  };
}
