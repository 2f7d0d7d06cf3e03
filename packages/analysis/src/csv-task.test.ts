import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvTask } from '../bench/csv-task.js';

describe('a reference-bench task from a CSV file that is not in the repository', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csv-task-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'mixes.csv');
  writeFileSync(
    file,
    [
      'セメント,水 ,材齢,強度',
      '300,150,28,40.5',
      '320,160,7,', // no target: left out and named
      '280,abc,28,35', // a bad cell: left out and named
      '350,140,91,55.25',
    ].join('\n'),
  );

  it('takes every other column as an input and keeps the rows with a usable target', () => {
    const lines: string[] = [];
    const task = csvTask(file, '強度', { log: (line) => lines.push(line) });
    expect(task).toMatchObject({ id: 'mixes (csv)/強度', dataset: 'mixes', target: '強度' });
    expect(task.inputNames).toEqual(['セメント', '水', '材齢']);
    expect(task.X).toEqual([
      [300, 150, 28],
      [350, 140, 91],
    ]);
    expect(task.y).toEqual([40.5, 55.25]);
    expect(lines).toEqual([
      '  mixes.csv line 3 left out: 目的変数がすべて空です',
      '  mixes.csv line 4 left out: 「水」の値「abc」は数値ではありません',
    ]);
  });

  it('takes only the named inputs when they are given', () => {
    const task = csvTask(file, '強度', { inputs: ['材齢', 'セメント'], log: () => {} });
    expect(task.inputNames).toEqual(['材齢', 'セメント']);
    expect(task.X[0]).toEqual([28, 300]);
    expect(() => csvTask(file, '強度', { inputs: ['水セメント比'] })).toThrow(
      /水セメント比 not in mixes\.csv/,
    );
  });

  it('names the columns when the target is not one of them', () => {
    expect(() => csvTask(file, 'strength')).toThrow(
      /"strength" not in mixes\.csv \(columns: セメント, 水, 材齢, 強度\)/,
    );
  });
});
