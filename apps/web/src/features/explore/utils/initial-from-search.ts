import type { ExploreFormValues } from './form-values';

/**
 * A scope handed over in the address, so other pages can link to an exploration of "this patent" or
 * "this material": `?patents=12,15`, `?materials=3`, `?q=タルク`, `?theme=ipc:C08L23`.
 */
export function initialFromSearch(search: URLSearchParams): Partial<ExploreFormValues> {
  const patents = search.get('patents');
  if (patents) return { scopeType: 'patents', patentIds: patents };
  const materials = search.get('materials');
  if (materials) return { scopeType: 'materials', materialIds: materials };
  const query = search.get('q');
  if (query) return { scopeType: 'search', query };
  const theme = search.get('theme');
  if (theme && theme.includes(':')) return { scopeType: 'classification', theme };
  return {};
}
