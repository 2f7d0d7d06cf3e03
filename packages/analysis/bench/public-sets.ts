/**
 * Real public regression sets for the reference bench that the engine was never tuned on (issue 18:
 * "build for data you have not seen"), from what is installed on the machine, never downloaded:
 * - the ones scikit-learn carries inside its package, read by `public_sets.py` with the Python that runs
 *   the reference libraries (without that Python there are none, and the bench says so);
 * - the ones R and its Debian packages carry, written by `public_sets.R` when `Rscript` is installed
 *   (`BENCH_RSCRIPT`, else `Rscript` on the path): most of them small, as a patent's worked examples are
 *   (decision 0067). Without R there are none, and the bench says so.
 * Both scripts write the same JSON: {"sets": [{"id", "inputNames", "X", "y"}]}.
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

const here = dirname(fileURLToPath(import.meta.url));

/** The tasks of a script's JSON answer (`"diabetes (scikit-learn data)/progression"`: dataset, then target). */
export function tasksOfSets(json: string): BenchTask[] {
  const { sets } = JSON.parse(json) as { sets: PublicSet[] };
  return sets.map((s) => ({
    ...s,
    dataset: s.id.split(' ')[0]!,
    target: s.id.split('/').pop()!,
  }));
}

function runScript(command: string, script: string): string {
  const run = spawnSync(command, [join(here, script)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`);
  return run.stdout;
}

export function publicSetTasks(python: string): BenchTask[] {
  return tasksOfSets(runScript(python, 'public_sets.py'));
}

/** The R sets, or none with the reason (R is not a dependency of the bench). */
export function rSetTasks(rscript = process.env['BENCH_RSCRIPT'] || 'Rscript'): {
  tasks: BenchTask[];
  reason: string;
} {
  const probe = spawnSync(rscript, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    return {
      tasks: [],
      reason: 'R not found (r-base-core; r-cran-mass, r-cran-mlbench, r-cran-caret add sets)',
    };
  }
  return { tasks: tasksOfSets(runScript(rscript, 'public_sets.R')), reason: '' };
}
