import { describe, expect, it } from 'vitest';
import { aheadOfLine, lowestCells, lowestCellsLine } from '../bench/lowest-cells.js';

describe('the reference bench’s count of cells where the engine is lowest', () => {
  const rows = [
    { task: 'a', seed: 1, model: 'engine', rmse: 1 },
    { task: 'a', seed: 1, model: 'lib-1', rmse: 1.2 },
    { task: 'a', seed: 1, model: 'lib-2', rmse: 1.1 },
    { task: 'a', seed: 2, model: 'engine', rmse: 2.2 },
    { task: 'a', seed: 2, model: 'lib-1', rmse: 2 },
    { task: 'a', seed: 2, model: 'lib-2', rmse: 3 },
    { task: 'b', seed: 1, model: 'engine', rmse: 5 },
    { task: 'b', seed: 1, model: 'lib-1', rmse: 5 },
    // The engine alone (no library ran): not a cell.
    { task: 'c', seed: 1, model: 'engine', rmse: 1 },
  ];

  it('counts a cell as behind against the best library of the same task and seed, ties included', () => {
    const result = lowestCells(rows);
    expect(result.cells).toBe(3);
    expect(result.behind).toEqual([
      { task: 'a', seed: 2, ratio: 1.1 },
      { task: 'b', seed: 1, ratio: 1 },
    ]);
  });

  it('prints the count and the cells behind with their ratio', () => {
    expect(lowestCellsLine(lowestCells(rows))).toBe(
      'Engine lowest on 1 of 3 seed × task cells; behind: a seed 2 1.100, b seed 1 1.000',
    );
    expect(lowestCellsLine(lowestCells(rows.slice(0, 3)))).toBe('Engine lowest on 1 of 1 seed × task cells');
  });
});

describe('the reference bench’s line on the libraries the engine must beat', () => {
  // task, seed, model, RMSE
  const cells: [string, number, string, number][] = [
    ['a', 1, 'engine', 1],
    ['a', 2, 'engine', 3],
    ['a', 1, 'gbr', 1.5],
    ['a', 2, 'gbr', 2],
    ['a', 1, 'xgb', 3],
    ['a', 2, 'xgb', 3],
    ['b', 1, 'engine', 2],
    ['b', 1, 'gbr', 2.2],
    ['b', 1, 'xgb', 2.1],
    ['b', 1, 'rf', 1],
    // No library ran: not compared.
    ['c', 1, 'engine', 1],
  ];
  const rows = cells.map(([task, seed, model, rmse]) => ({ task, seed, model, rmse }));

  it('compares means over the seeds with the best of the named libraries only', () => {
    // a: engine 2 against gbr 1.75 (behind); b: 2 against 2.1 (ahead; the forest is not named).
    expect(aheadOfLine(rows, ['gbr', 'xgb'])).toBe(
      'Engine’s mean RMSE below gbr and xgb on 1 of 2 tasks; behind: a 1.143',
    );
    expect(aheadOfLine(rows.slice(6), ['gbr', 'xgb'])).toBe(
      'Engine’s mean RMSE below gbr and xgb on 1 of 1 tasks',
    );
  });
});
