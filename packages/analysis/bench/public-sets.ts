/**
 * Real public regression sets for the reference bench that the engine was never tuned on (issue 18:
 * "build for data you have not seen"): the ones scikit-learn carries inside its package, read by
 * `public_sets.py` with the Python that runs the reference libraries. Without that Python there are
 * none, and the bench says so.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchTask } from './reference-comparison.js';

interface PublicSet {
  id: string;
  inputNames: string[];
  X: number[][];
  y: number[];
}

export function publicSetTasks(python: string): BenchTask[] {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'public_sets.py');
  const run = spawnSync(python, [script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`public_sets.py failed: ${run.stderr}`);
  const { sets } = JSON.parse(run.stdout) as { sets: PublicSet[] };
  return sets.map((s) => ({
    ...s,
    dataset: s.id.split(' ')[0]!,
    target: s.id.split('/').pop()!,
  }));
}
