// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  parseSearchState,
  searchStateToParams,
  searchStateToQuery,
  toggleFilter,
  withChanges,
} from './search-state';

const FILTERS = ['maker', 'category'];
const parse = (search: string) => parseSearchState(new URLSearchParams(search), FILTERS);

describe('list search state in the URL', () => {
  it('round-trips keyword, facets, ranges, sort, page and page size', () => {
    const search =
      'q=%E3%83%9D%E3%83%AA+%22%E3%82%AC%E3%83%A9%E3%82%B9%22&maker=co-a&maker=co-b&category=cat-pp' +
      '&prop=prop-flexural-modulus%3A2%3A%3AGPa&prop=prop-hdt%3A%3A150%3A%E2%84%83' +
      '&sort=property%3Aprop-flexural-modulus%3Adesc&page=3&pageSize=50&withPatents=true';
    const state = parse(search);
    expect(state).toEqual({
      q: 'ポリ "ガラス"',
      filters: { maker: ['co-a', 'co-b'], category: ['cat-pp'] },
      ranges: [
        { propertyId: 'prop-flexural-modulus', min: 2, max: null, unit: 'GPa' },
        { propertyId: 'prop-hdt', min: null, max: 150, unit: '℃' },
      ],
      sort: 'property:prop-flexural-modulus:desc',
      page: 3,
      pageSize: 50,
      withPatents: true,
    });
    expect(parse(searchStateToParams(state).toString())).toEqual(state);
  });

  it('leaves defaults out of the URL and always sends page and pageSize to the API', () => {
    const state = parse('q=PP&page=1&pageSize=20&sort=relevance');
    expect(searchStateToParams(state).toString()).toBe('q=PP');
    expect(searchStateToQuery(state)).toEqual({ q: 'PP', page: '1', pageSize: '20' });
    expect(searchStateToQuery(parse('maker=a&maker=b'))).toMatchObject({ maker: ['a', 'b'] });
  });

  it('drops what the API would refuse: unknown parameters, bad ranges, sorts and page sizes', () => {
    const state = parse(
      'colour=red&prop=prop-x%3A5%3A1%3AMPa&prop=garbage&sort=drop+table&page=-2&pageSize=37',
    );
    expect(state.filters).toEqual({});
    expect(state.ranges).toEqual([]);
    expect(state.sort).toBe('');
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
  });

  it('starts again at page 1 when the search changes, not when only the page does', () => {
    const state = parse('q=PP&page=3');
    expect(withChanges(state, { page: 2 }).page).toBe(2);
    expect(withChanges(state, { q: 'PE' }).page).toBe(1);
    const toggled = toggleFilter(state, 'maker', 'co-a');
    expect(toggled.filters).toEqual({ maker: ['co-a'] });
    expect(toggled.page).toBe(1);
    expect(toggleFilter(toggled, 'maker', 'co-a').filters).toEqual({});
  });
});
