// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHref, parsePageQuery } from './page-query';

describe('the page URL', () => {
  it('reads the list search and the chosen patent, and writes them back without defaults', () => {
    const { query, problems } = parsePageQuery(
      new URLSearchParams('q=%E3%83%9D%E3%83%AA&minExamples=50&page=2&patentId=pat-1'),
    );
    expect(problems).toEqual([]);
    expect(query).toEqual({ patentId: 'pat-1', q: 'ポリ', minExamples: 50, page: 2 });
    expect(pageHref(query)).toBe(
      '/analyzed-patents?q=%E3%83%9D%E3%83%AA&minExamples=50&page=2&patentId=pat-1',
    );
    expect(pageHref({ ...query, q: '', minExamples: 100, page: 1, patentId: null })).toBe(
      '/analyzed-patents',
    );
  });

  it('explains a bad threshold in Japanese and ignores a mangled page number', () => {
    expect(parsePageQuery(new URLSearchParams('minExamples=abc')).problems).toEqual([
      '実施例数の下限は整数で指定してください',
    ]);
    expect(parsePageQuery(new URLSearchParams('minExamples=1')).problems).toEqual([
      '実施例数の下限は2以上で指定してください',
    ]);
    expect(parsePageQuery(new URLSearchParams('page=-3')).query.page).toBe(1);
  });
});
