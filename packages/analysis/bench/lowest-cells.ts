/**
 * The measure issue 18 is judged by: on how many seed × task cells the engine's RMSE is the lowest of
 * all models on the same split, and where it is behind (engine RMSE over the best library's). Counted
 * from the bench's per-seed rows, so nobody has to read it off the per-seed lines by hand.
 */

export interface CellRow {
  task: string;
  model: string;
  seed: number;
  rmse: number;
}

export interface LowestCells {
  /** Cells (task and seed) with the engine and at least one library. */
  cells: number;
  /** Cells where a library's RMSE is at or below the engine's, with engine / best library. */
  behind: { task: string; seed: number; ratio: number }[];
}

export function lowestCells(rows: readonly CellRow[]): LowestCells {
  const byCell = new Map<string, CellRow[]>();
  for (const r of rows) {
    const key = JSON.stringify([r.task, r.seed]);
    byCell.set(key, [...(byCell.get(key) ?? []), r]);
  }
  let cells = 0;
  const behind: LowestCells['behind'] = [];
  for (const cell of byCell.values()) {
    const engine = cell.find((r) => r.model === 'engine');
    const refs = cell.filter((r) => r.model !== 'engine');
    if (!engine || refs.length === 0) continue;
    cells++;
    const best = Math.min(...refs.map((r) => r.rmse));
    if (best <= engine.rmse) behind.push({ task: engine.task, seed: engine.seed, ratio: engine.rmse / best });
  }
  return { cells, behind };
}

/** One line for the bench's output, e.g. "Engine lowest on 25 of 27 seed × task cells; behind: …". */
export function lowestCellsLine(result: LowestCells): string {
  const lowest = result.cells - result.behind.length;
  const list = result.behind.map((b) => `${b.task} seed ${b.seed} ${b.ratio.toFixed(3)}`).join(', ');
  return `Engine lowest on ${lowest} of ${result.cells} seed × task cells${list ? `; behind: ${list}` : ''}`;
}
