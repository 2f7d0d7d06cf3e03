import { CATALOGUE_LIMITS } from '@app/contract/catalogue';
import type { VisualizationParams } from '../api/visualization-api';

/**
 * What the example scatter shows, kept in the URL (`?q=…&x=…&y=…&color=…`) so reload, back and a shared link
 * draw the same chart. Values the API would refuse are dropped here, so a hand-edited URL falls back to the
 * defaults instead of an error.
 */
export type ExamplesSearch = {
  q: string;
  /** `property:<id>` / `ingredient:<id>`; empty: the server's default (the two most measured properties). */
  x: string;
  y: string;
  /** patent | applicant | comparative | ingredient:<id>. */
  color: string;
};

const AXIS = /^(property|ingredient):[^:\s]+$/;
const COLOR = /^(patent|applicant|comparative|ingredient:[^:\s]+)$/;

export const DEFAULT_COLOR = 'patent';

export function readExamplesSearch(params: URLSearchParams): ExamplesSearch {
  const axis = (key: string) => {
    const value = params.get(key) ?? '';
    return AXIS.test(value) && value.length <= 200 ? value : '';
  };
  const color = params.get('color') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, CATALOGUE_LIMITS.queryMaxLength),
    x: axis('x'),
    y: axis('y'),
    color: COLOR.test(color) && color.length <= 200 ? color : DEFAULT_COLOR,
  };
}

/** The URL query of a search; defaults are left out so the plain page URL stays plain. */
export function examplesSearchParams(search: ExamplesSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.x) params.set('x', search.x);
  if (search.y) params.set('y', search.y);
  if (search.color !== DEFAULT_COLOR) params.set('color', search.color);
  return params;
}

/** The API query of `patents/visualization` in examples mode (the hook adds `mode`). */
export function examplesApiQuery(search: ExamplesSearch): VisualizationParams {
  return {
    q: search.q || undefined,
    x: search.x || undefined,
    y: search.y || undefined,
    color: search.color,
  };
}

/** The colour choices besides the ingredients: their API value and label. */
export const CATEGORY_COLOURS = [
  { value: 'patent', label: '特許' },
  { value: 'applicant', label: '出願人' },
  { value: 'comparative', label: '実施例・比較例' },
] as const;
