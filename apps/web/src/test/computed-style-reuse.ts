/**
 * `getComputedStyle` that hands back the declaration jsdom already computed for an element, as long as the
 * document has not changed since. Role queries (`getByRole`) ask for the computed style of every element they
 * look at and of each of its ancestors (is it hidden?), and again while naming it: jsdom keeps each element's
 * computed style until the next change of the document (its `_styleCache`, cleared on any change to nodes,
 * attributes, text or style sheets), but on every call it copies the cached declaration property by property,
 * re-parsing each value — in the tests of the larger pages that copying was a quarter of the CPU time.
 * Reusing the copy while jsdom's own cache stands returns the same values jsdom would: the declaration is
 * read-only, and a new cache (any change) means a new declaration.
 */
type DocumentImpl = { _styleCache?: object };

/** jsdom's implementation object behind a wrapper (a private symbol of webidl2js, found by its description). */
function implOf(wrapper: object): DocumentImpl | undefined {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  return symbol ? (wrapper as Record<symbol, DocumentImpl>)[symbol] : undefined;
}

export function reuseComputedStyles(window: Window): void {
  const documentImpl = implOf(window.document);
  // Not jsdom (or a jsdom without the cache): leave getComputedStyle as it is.
  if (!documentImpl || !('_styleCache' in documentImpl)) return;

  const compute = window.getComputedStyle.bind(window);
  let validFor: object | undefined;
  let reused = new WeakMap<Element, CSSStyleDeclaration>();

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement || element.ownerDocument !== window.document) return compute(element, pseudoElement);
    if (documentImpl._styleCache !== validFor) {
      validFor = documentImpl._styleCache;
      reused = new WeakMap();
    }
    let declaration = reused.get(element);
    if (!declaration) {
      declaration = compute(element);
      reused.set(element, declaration);
    }
    return declaration;
  };
}
