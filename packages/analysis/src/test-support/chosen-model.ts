import { expect, it } from 'vitest';
import { datasetById, loadDataset } from '../../bench/datasets.js';
import { crossValidate } from '../cross-validate.js';
import type { LearnerKind } from '../model.js';

/**
 * The model choice is made by measurement: on the real data, the chosen model ('auto') must beat a linear
 * model and a plain random forest under the same folds (seed 1), with honest 90 % intervals. One dataset
 * per test file, so the long checks run side by side on the test workers. `folds`: 5 by default; 3 where
 * the comparison holds there too, which halves the cost of the chosen model (3 fits on two thirds of
 * the rows instead of 5 on four fifths) — the bench (`npm run bench`) reports the 5-fold figures.
 */
export function itChosenModelBeatsBaselines(id: string, { folds = 5 }: { folds?: number } = {}): void {
  it(`chosen model beats ridge and random forest on ${id} (${folds}-fold)`, { timeout: 300_000 }, () => {
    const spec = datasetById(id);
    const d = loadDataset(spec);
    const r2 = (kind: LearnerKind) =>
      crossValidate(d.X, d.Y, {
        k: folds,
        seed: 1,
        model: { kind, targetNames: spec.targets, targetTransform: kind === 'auto' ? 'auto' : 'none' },
      }).targets;
    const chosen = r2('auto');
    const ridge = r2('ridge');
    const forest = r2('random-forest');
    for (const t of spec.targets) {
      expect(chosen[t]!.r2).toBeGreaterThan(ridge[t]!.r2);
      expect(chosen[t]!.r2).toBeGreaterThan(forest[t]!.r2);
      expect(chosen[t]!.coverage90).toBeGreaterThan(0.8);
      expect(chosen[t]!.coverage90).toBeLessThan(0.98);
    }
  });
}
