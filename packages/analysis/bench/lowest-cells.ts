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

/**
 * Issue 18's goal on data the engine was not built on: a mean RMSE over the seeds below the chosen
 * libraries' (scikit-learn's gradient boosting and XGBoost). Tasks where one of them did not run are
 * left out. Lists the tasks behind with engine / the best of those libraries.
 */
export function aheadOfLine(rows: readonly CellRow[], models: readonly string[]): string {
  const meanRmse = (task: string, model: string) => {
    const of = rows.filter((r) => r.task === task && r.model === model);
    return of.length > 0 ? of.reduce((s, r) => s + r.rmse, 0) / of.length : NaN;
  };
  const tasks = [...new Set(rows.map((r) => r.task))];
  let compared = 0;
  const behind: string[] = [];
  for (const task of tasks) {
    const best = Math.min(...models.map((m) => meanRmse(task, m)));
    const engine = meanRmse(task, 'engine');
    if (!Number.isFinite(best) || !Number.isFinite(engine)) continue;
    compared++;
    if (best <= engine) behind.push(`${task} ${(engine / best).toFixed(3)}`);
  }
  const head = `Engine’s mean RMSE below ${models.join(' and ')} on ${compared - behind.length} of ${compared} tasks`;
  return behind.length > 0 ? `${head}; behind: ${behind.join(', ')}` : head;
}
