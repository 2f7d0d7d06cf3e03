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

const DEFAULT_COLOR = 'patent';

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

/**
 * Classic trade-offs of materials (strength against ductility, stiffness against toughness, …) by the
 * canonical property names. The API's default axes are the two most measured properties, which need not be
 * measured in the same examples; when that pair draws nothing and the URL names no axes, the first pair here
 * that the answer offers is drawn instead, so the page opens on a chart rather than an empty state.
 */
const TRADE_OFFS: readonly (readonly [string, string])[] = [
  ['引張強さ', '破断伸び'],
  ['曲げ弾性率', 'シャルピー衝撃強さ'],
  ['曲げ弾性率', 'アイゾット衝撃強さ'],
  ['0.2%耐力', '伸び'],
  ['放電容量', '容量維持率'],
];

/** The axes of the first trade-off both of whose properties the answer offers with values, if any. */
export function preferredAxes(
  options: readonly { axis: string; name: string; count: number }[],
): { x: string; y: string } | null {
  const byName = new Map(
    options.filter((o) => o.axis.startsWith('property:') && o.count > 0).map((o) => [o.name, o.axis]),
  );
  for (const [x, y] of TRADE_OFFS) {
    const xAxis = byName.get(x);
    const yAxis = byName.get(y);
    if (xAxis && yAxis) return { x: xAxis, y: yAxis };
  }
  return null;
}
