import { describe, expect, it } from 'vitest';
import { lowestCells, lowestCellsLine } from '../bench/lowest-cells.js';

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
