/**
 * Training time of the forward model on 1,000 synthetic formulations × 10 inputs, one target (issue 18:
 * ≤ 5 s): CPU seconds of `fitModel` alone, of the feature choice's share of it, and of the fit plus a
 * warm-started 5-fold `crossValidate` (the forward analysis's work). Part of `npm run bench`
 * (`npx tsx --conditions=source packages/analysis/bench/training-time.ts`). CPU seconds, not wall
 * time: the machine is shared.
 */
import { pathToFileURL } from 'node:url';
import { crossValidate } from '../src/cross-validate.js';
import { fitModel } from '../src/model.js';
import { syntheticFormulations } from './synthetic.js';

const cpu = <T>(fn: () => T): { value: T; seconds: number } => {
  const c0 = process.cpuUsage();
  const value = fn();
  const c = process.cpuUsage(c0);
  return { value, seconds: (c.user + c.system) / 1e6 };
};

export function measureTrainingTime(rows = 1000): Record<string, string | number> {
  const data = syntheticFormulations(rows, 1);
  const options = { inputNames: data.inputNames, targetNames: data.targetNames, seed: 1 };
  const fit = cpu(() => fitModel(data.X, data.Y, options));
  const plain = cpu(() => fitModel(data.X, data.Y, { ...options, features: 'inputs' }));
  const cv = cpu(() =>
    crossValidate(data.X, data.Y, { k: 5, seed: 1, model: options, warmStart: fit.value }),
  );
  return {
    rows,
    inputs: data.X[0]!.length,
    'fitModel s': fit.seconds.toFixed(2),
    'fitModel without feature choice s': plain.seconds.toFixed(2),
    'fit + 5-fold CV s': (fit.seconds + cv.seconds).toFixed(2),
    'features chosen': fit.value.summary()[0]!.features.kind,
    'CV R²': cv.value.targets[data.targetNames[0]!]!.r2.toFixed(3),
    'CV coverage90': cv.value.targets[data.targetNames[0]!]!.coverage90.toFixed(3),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('\n## Training time, 1,000 rows × 10 inputs (CPU seconds; budget ≤ 5 s)');
  console.table([measureTrainingTime()]);
}
