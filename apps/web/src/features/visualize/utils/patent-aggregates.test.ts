// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  matrixCells,
  matrixClickFilters,
  rankingClickFilter,
  trendClickFilter,
} from '../charts/aggregate-options';
import { POINTS } from '../test/patent-visualization-fixtures';
import { applicantRanking, matrixOf, trendOf } from './patent-aggregates';
import { addFilters, applyFilters, filterLabel, removeFilter } from './patent-filters';

describe('aggregates of the chosen period', () => {
  it('counts filings per year with empty years as 0', () => {
    const trend = trendOf(POINTS, [2017, 2021]);
    expect(trend).toEqual([
      { year: 2017, count: 0 },
      { year: 2018, count: 2 },
      { year: 2019, count: 3 },
      { year: 2020, count: 3 },
      { year: 2021, count: 3 },
    ]);
    expect(trendClickFilter({ dataIndex: 2 }, trend)).toEqual({ kind: 'year', year: 2019 });
  });

  it('ranks applicants by patents, most first', () => {
    const ranking = applicantRanking(POINTS, 2);
    expect(ranking).toEqual([
      { id: 'co-b', name: 'B樹脂工業株式会社', count: 5 },
      { id: 'co-a', name: 'A化学株式会社', count: 4 },
    ]);
    expect(rankingClickFilter({ dataIndex: 1 }, ranking)).toEqual({
      kind: 'applicant',
      id: 'co-a',
      name: 'A化学株式会社',
    });
  });

  it('builds applicant × IPC counts and a cell click filters by both', () => {
    const titles = new Map([['C08L', '高分子化合物の組成物']]);
    const matrix = matrixOf(POINTS, 'ipc', { rows: 3, columns: 2, range: [2018, 2021], titles });
    expect(matrix.rows.map((row) => row.id)).toEqual(['co-b', 'co-a', 'co-c']);
    expect(matrix.columns).toEqual([
      { code: 'C08L', title: '高分子化合物の組成物' },
      { code: 'C08K', title: null },
    ]);
    expect(matrix.counts).toEqual([
      [4, 2],
      [4, 0],
      [1, 1],
    ]);
    expect(matrixCells(matrix)).toContainEqual([1, 0, 2]);
    expect(matrixCells(matrix)).not.toContainEqual([1, 1, 0]);
    const filters = matrixClickFilters({ value: [1, 0, 2] }, matrix, 'ipc');
    expect(filters.map(filterLabel)).toEqual(['出願人: B樹脂工業株式会社', 'IPC: C08K']);
    expect(applyFilters(POINTS, filters).map((p) => p.id)).toEqual(['p6', 'p7']);
  });

  it('builds applicant × year columns over the period', () => {
    const matrix = matrixOf(POINTS, 'year', { rows: 1, columns: 15, range: [2019, 2021] });
    expect(matrix.columns.map((c) => c.code)).toEqual(['2019', '2020', '2021']);
    expect(matrix.counts).toEqual([[2, 1, 1]]);
    expect(matrixClickFilters({ value: [1, 0, 1] }, matrix, 'year').map(filterLabel)).toEqual([
      '出願人: B樹脂工業株式会社',
      '出願年: 2020年',
    ]);
  });
});

describe('list filters', () => {
  it('replace a filter of the same kind and combine different kinds', () => {
    let filters = addFilters([], [{ kind: 'year', year: 2019 }]);
    filters = addFilters(filters, [{ kind: 'cluster', id: 0, label: 'タルク' }]);
    expect(applyFilters(POINTS, filters).map((p) => p.id)).toEqual(['p2', 'p3']);
    filters = addFilters(filters, [{ kind: 'year', year: 2020 }]);
    expect(filters.map(filterLabel)).toEqual(['クラスタ: タルク', '出願年: 2020年']);
    expect(applyFilters(POINTS, filters).map((p) => p.id)).toEqual(['p4']);
    expect(removeFilter(filters, 'cluster').map(filterLabel)).toEqual(['出願年: 2020年']);
  });
});
