// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ELONGATION, FLEXURAL, TALC, TENSILE } from './examples-fixtures';
import {
  examplesApiQuery,
  examplesSearchParams,
  preferredAxes,
  readExamplesSearch,
} from './examples-search-state';

describe('the URL state of the example scatter', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const search = { q: 'ポリプロピレン', x: TENSILE.axis, y: ELONGATION.axis, color: 'ingredient:talc' };
    const params = examplesSearchParams(search);
    expect(readExamplesSearch(params)).toEqual(search);
    expect(examplesSearchParams({ q: '', x: '', y: '', color: 'patent' }).toString()).toBe('');
  });

  it('drops values the API would refuse, so a hand-edited URL falls back to the defaults', () => {
    expect(readExamplesSearch(new URLSearchParams('x=tensile&y=property:a:b&color=rainbow'))).toEqual({
      q: '',
      x: '',
      y: '',
      color: 'patent',
    });
  });

  it('asks the API in examples mode with only what is set', () => {
    expect(examplesApiQuery({ q: '', x: TENSILE.axis, y: '', color: 'comparative' })).toEqual({
      q: undefined,
      x: TENSILE.axis,
      y: undefined,
      color: 'comparative',
    });
  });
});

describe('preferredAxes', () => {
  const named = (option: typeof TENSILE, name: string, count = option.count) => ({ ...option, name, count });

  it('picks the first classic trade-off the answer offers with values', () => {
    expect(
      preferredAxes([FLEXURAL, named(TENSILE, '引張強さ'), ELONGATION, named(TALC, 'シャルピー衝撃強さ')]),
    ).toEqual({ x: TENSILE.axis, y: ELONGATION.axis });
    // 引張強さ without values: the next pair (an ingredient of the same name does not count).
    expect(
      preferredAxes([
        named(TENSILE, '引張強さ', 0),
        ELONGATION,
        FLEXURAL,
        { ...TALC, name: 'シャルピー衝撃強さ' },
        { ...TALC, axis: 'property:charpy', name: 'シャルピー衝撃強さ' },
      ]),
    ).toEqual({ x: FLEXURAL.axis, y: 'property:charpy' });
  });

  it('is null when no pair is offered', () => {
    expect(preferredAxes([FLEXURAL, TENSILE, TALC])).toBeNull();
  });
});
