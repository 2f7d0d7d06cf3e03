/**
 * A bench task from any CSV file (`reference-comparison.ts --csv FILE --target COLUMN`): the way to put
 * the engine beside the reference libraries on data that is not in the repository and was never
 * looked at while tuning it. The inputs are `--inputs a,b,…` or every other column; rows with a bad
 * cell or no target are named and left out, as the import does.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decodeCsvBytes, parseCsvRecords, parseExamplesCsv } from '../src/csv.js';
import type { BenchTask } from './reference-comparison.js';

export function csvTask(
  file: string,
  target: string,
  options: { inputs?: readonly string[]; log?: (line: string) => void } = {},
): BenchTask {
  const log = options.log ?? console.log;
  const { text } = decodeCsvBytes(readFileSync(file));
  const header = (parseCsvRecords(text)[0]?.fields ?? []).map((h) => h.trim());
  if (!header.includes(target)) {
    throw new Error(`column "${target}" not in ${basename(file)} (columns: ${header.join(', ')})`);
  }
  const missing = (options.inputs ?? []).filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`columns ${missing.join(', ')} not in ${basename(file)}`);
  const inputs = options.inputs ?? header.filter((h) => h !== target && h !== '');
  const parsed = parseExamplesCsv(text, { inputs, targets: [target], blankInput: 'reject' });
  for (const bad of parsed.badRows.slice(0, 5))
    log(`  ${basename(file)} line ${bad.line} left out: ${bad.reason}`);
  const dataset = basename(file).replace(/\.[^.]*$/, '');
  return {
    id: `${dataset} (csv)/${target}`,
    dataset,
    target,
    inputNames: parsed.inputs.map((c) => c.name),
    X: parsed.X,
    // A row with a blank target is one of the bad rows: every kept row has a value.
    y: parsed.Y.map((row) => row[0]!),
  };
}
