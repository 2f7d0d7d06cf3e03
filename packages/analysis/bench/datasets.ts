/**
 * The four real datasets of `shared/data` (beside the repository root) with their input and target
 * columns. Used by the bench and the tests; the engine itself does no I/O.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseExamplesCsv } from '../src/csv.js';
import type { ParsedExamples } from '../src/csv.js';

export interface DatasetSpec {
  id: string;
  file: string;
  inputs: string[];
  targets: string[];
}

export const DATASETS: DatasetSpec[] = [
  {
    id: 'concrete-slump',
    file: 'concrete-slump-test/slump_test.csv',
    inputs: ['Cement', 'Slag', 'Fly ash', 'Water', 'SP', 'Coarse Aggr.', 'Fine Aggr.'],
    targets: ['SLUMP(cm)', 'FLOW(cm)', 'Compressive Strength (28-day)(Mpa)'],
  },
  {
    id: 'p3ht-cnt',
    file: 'p3ht-cnt-composite-conductivity/P3HT_dataset.csv',
    inputs: ['P3HT content (%)', 'D1 content (%)', 'D2 content (%)', 'D6 content (%)', 'D8 content (%)'],
    targets: ['Conductivity (measured) (S/cm)'],
  },
  {
    id: 'perovskite',
    file: 'perovskite-csfama-stability/Perovskite_dataset.csv',
    inputs: ['CsPbI', 'FAPbI', 'MAPbI'],
    targets: ['Instability index'],
  },
  {
    id: 'acrylate',
    file: 'acrylate-photopolymer-jain2024/Active_Learning_Thermosets.csv',
    inputs: ['IDA', 'IBOA', 'PEGDA'],
    targets: ['Young Mod', 'Peak Stress', 'Peak Strain', 'Hardness'],
  },
];

/** `shared/data`, found by walking up from this file (the repository's sibling folder `shared`). */
export function sharedDataDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, 'shared', 'data'), join(dir, '..', 'shared', 'data')]) {
      if (existsSync(candidate)) return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('shared/data not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export function readDatasetText(file: string): string {
  return readFileSync(join(sharedDataDir(), file), 'utf8');
}

export function loadDataset(spec: DatasetSpec): ParsedExamples {
  return parseExamplesCsv(readDatasetText(spec.file), { inputs: spec.inputs, targets: spec.targets });
}

export function datasetById(id: string): DatasetSpec {
  const spec = DATASETS.find((d) => d.id === id);
  if (!spec) throw new Error(`unknown dataset ${id}`);
  return spec;
}
