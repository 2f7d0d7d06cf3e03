import { expect, it } from 'vitest';
import { datasetById, loadDataset } from '../../bench/datasets.js';
import { crossValidate } from '../cross-validate.js';
import type { LearnerKind } from '../model.js';

/**
 * The model choice is made by measurement: on the real data, the chosen model ('auto') must beat a linear
 * model and a plain random forest under the same folds (seed 1), with honest 90 % intervals. One dataset
 * per test file, so the long checks run side by side on the test workers.
 */
export function itChosenModelBeatsBaselines(id: string): void {
  it(`chosen model beats ridge and random forest on ${id}`, { timeout: 300_000 }, () => {
    const spec = datasetById(id);
    const d = loadDataset(spec);
    const r2 = (kind: LearnerKind) =>
      crossValidate(d.X, d.Y, {
        k: 5,
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
