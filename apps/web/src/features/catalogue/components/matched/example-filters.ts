/**
 * The example filters of a patent list (property ranges, materials, products in the composition) travel
 * with the link to a patent's detail page, so the page can mark the examples that matched them (issue 17).
 * The parameters are the API's own (`prop`, `material`, `product`): the detail page sends them on unchanged.
 */
const EXAMPLE_FILTER_PARAMS = ['prop', 'material', 'product'] as const;

/** The example filters among `params` as a query string in a fixed order, '' when there are none. */
export function exampleFilterQuery(params: URLSearchParams): string {
  const picked = new URLSearchParams();
  for (const name of EXAMPLE_FILTER_PARAMS) {
    for (const value of params.getAll(name)) if (value.trim() !== '') picked.append(name, value);
  }
  return picked.toString();
}

/** `href` with the example filters of `query` (from exampleFilterQuery) appended. */
export function withExampleFilters(href: string, query: string): string {
  return query ? `${href}?${query}` : href;
}
