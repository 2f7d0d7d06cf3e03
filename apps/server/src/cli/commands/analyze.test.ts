import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { EXIT_OK, EXIT_USAGE, runCli } from '../run-cli.js';

// The real datasets live beside the repository (../shared/data), never inside it.
const sharedData = fileURLToPath(new URL('../../../../../../shared/data/', import.meta.url));
const slump = join(sharedData, 'concrete-slump-test/slump_test.csv');

describe.runIf(existsSync(slump))('npm run cli -- analyze', () => {
  let context: TestContext;
  // Each test writes its files into its own folder under one scratch folder, removed after the suite.
  let scratch: string;
  beforeAll(async () => {
    context = await createTestContext();
    scratch = mkdtempSync(join(tmpdir(), 'analyze-'));
  });
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    await context.close();
  });

  async function cli(argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      // The notices about the user's file are warnings: a user's shell shows them (default level info).
      config: { ...context.config, logLevel: 'warn' },
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => void (stderr += text) },
    });
    return { code, stdout, stderr };
  }
  const forward = (file: string, ...rest: string[]) => cli(['analyze', 'forward', '--csv', file, ...rest]);

  it('cross-validates a forward model and prints the JSON of docs/spec/analyses.md on stdout only', async () => {
    const { code, stdout } = await cli([
      'analyze',
      'forward',
      '--csv',
      slump,
      '--target',
      'Compressive Strength (28-day)(Mpa)',
      '--cv',
      '2',
      '--json',
    ]);
    expect(code).toBe(EXIT_OK);
    const report = JSON.parse(stdout) as {
      targets: Record<string, { r2: number; rmse: number; mae: number; coverage90: number }>;
      trainSeconds: number;
      predictSeconds: number;
    };
    const strength = report.targets['Compressive Strength (28-day)(Mpa)']!;
    // 28-day strength is nearly a linear function of the mix (published R² ≈ 0.9+).
    expect(strength.r2).toBeGreaterThan(0.9);
    expect(strength.coverage90).toBeGreaterThan(0.75);
    expect(strength.rmse).toBeGreaterThan(0);
    expect(strength.mae).toBeLessThanOrEqual(strength.rmse);
    expect(report.trainSeconds).toBeGreaterThan(0);
    expect(report.predictSeconds).toBeGreaterThanOrEqual(0);
  });

  it('trains on one file and scores another with --test, reading in:/out: columns', async () => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const rows = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => {
        const talc = ((from + i) * 7) % 40;
        return `${100 - talc},${talc},${(1500 + 60 * talc).toFixed(1)}`;
      });
    const header = 'in:PP[質量部],in:タルク[質量部],out:曲げ弾性率[MPa]';
    writeFileSync(join(dir, 'train.csv'), [header, ...rows(0, 60)].join('\n'));
    writeFileSync(join(dir, 'test.csv'), [header, ...rows(60, 80)].join('\n'));
    const { code, stdout } = await cli([
      'analyze',
      'forward',
      '--csv',
      join(dir, 'train.csv'),
      '--target',
      '曲げ弾性率',
      '--test',
      join(dir, 'test.csv'),
      '--json',
    ]);
    expect(code).toBe(EXIT_OK);
    const report = JSON.parse(stdout) as { targets: Record<string, { r2: number }> };
    expect(report.targets['out:曲げ弾性率[MPa]']!.r2).toBeGreaterThan(0.95);
  });

  it('proposes compositions for a goal and explains an infeasible constraint set', async () => {
    const p3ht = join(sharedData, 'p3ht-cnt-composite-conductivity/P3HT_dataset.csv');
    const goal = 'Conductivity (measured) (S/cm) max';
    const ok = await cli([
      'analyze',
      'inverse',
      '--csv',
      p3ht,
      '--goal',
      goal,
      '--constraint',
      'sum = 100',
      '--candidates',
      '3',
      '--json',
    ]);
    expect(ok.code).toBe(EXIT_OK);
    const result = JSON.parse(ok.stdout) as {
      feasible: boolean;
      candidates: { inputs: Record<string, number> }[];
      bestKnown: { row: number; line: number; measured: Record<string, number | null> } | null;
    };
    expect(result.feasible).toBe(true);
    expect(result.candidates).toHaveLength(3);
    for (const candidate of result.candidates) {
      const total = Object.values(candidate.inputs).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(100, 3);
    }
    // The best measured recipe (within the sum constraint) is returned beside the candidates.
    expect(result.bestKnown!.line).toBeGreaterThan(1);
    expect(result.bestKnown!.measured['Conductivity (measured) (S/cm)']).toBeGreaterThan(1000);
    // The constraints alone are contradictory: the first 30 recipes are data enough to say so (the model is
    // still fitted before the proof, so all 232 would only cost time).
    const dir = mkdtempSync(join(scratch, 'case-'));
    const head = join(dir, 'p3ht-head.csv');
    writeFileSync(head, readFileSync(p3ht, 'utf8').split('\n').slice(0, 31).join('\n'));
    const bad = await cli([
      'analyze',
      'inverse',
      '--csv',
      head,
      '--goal',
      goal,
      '--constraint',
      'sum = 100',
      '--constraint',
      'P3HT content (%) = 120',
      '--json',
    ]);
    const infeasible = JSON.parse(bad.stdout) as { feasible: boolean; reasons: string[] };
    expect(infeasible.feasible).toBe(false);
    expect(infeasible.reasons.join('')).toContain('超えています');
  });

  it('reads a Shift_JIS file with a column of words: the column is left out and named, bad rows counted', async () => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const file = join(dir, 'excel.csv');
    const rows = readFileSync(slump, 'utf8').trim().split(/\r?\n/).slice(1);
    const body = rows.map((line, i) => {
      const cells = line.split(',');
      // Cement, Water, a maker (words), 28-day strength; seven rows with a typo in the water.
      return [cells[1], i < 7 ? 'abc' : cells[4], i % 2 ? 'A' : 'B', cells[10]].join(',');
    });
    // 'セメント,水,メーカー,強度\r\n' in Shift_JIS, as Excel in Japan saves CSV.
    const header = Buffer.from('835a8381839383672c90852c8381815b834a815b2c8bad93780d0a', 'hex');
    writeFileSync(file, Buffer.concat([header, Buffer.from(body.join('\r\n'))]));
    const { code, stdout, stderr } = await forward(file, '--target', '強度', '--cv', '2');
    expect(code).toBe(EXIT_OK);
    expect(stdout).toContain(`入力 / inputs: セメント, 水  (${rows.length - 7} 行 / rows)`);
    expect(stdout).toContain('入力に使わない列 / not used: メーカー（数値でない / not numbers）');
    expect(stderr).toContain(
      '数値でない列は入力に使いません / Columns of words left out of the inputs: メーカー',
    );
    // Five typos named by line, the other two counted.
    expect(stderr.match(/「水」の値「abc」は数値ではありません/g)).toHaveLength(5);
    expect(stderr).toContain('ほかに 2 行を読み飛ばしました / 2 more rows skipped');
  });

  it('finds a column whatever its spaces and character widths (a header copied from a spreadsheet)', async () => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const file = join(dir, 'uci.csv');
    const rows = readFileSync(slump, 'utf8').trim().split(/\r?\n/).slice(1, 41);
    const body = rows.map((line) => {
      const c = line.split(',');
      return [c[1], c[4], c[10]].join(',');
    });
    // As the public concrete file writes them: runs of spaces, a comma and a trailing space in a header.
    writeFileSync(file, ['Cement,Water  (component 4),"Strength(MPa, megapascals) "', ...body].join('\n'));
    const { code, stdout } = await forward(
      file,
      '--target',
      'Ｓｔｒｅｎｇｔｈ(MPa, megapascals)',
      '--input',
      'Cement',
      '--input',
      'Water (component 4)',
      '--cv',
      '2',
    );
    expect(code).toBe(EXIT_OK);
    expect(stdout).toContain('入力 / inputs: Cement, Water  (component 4)  (40 行 / rows)');
    expect(stdout).toContain('Strength(MPa, megapascals): R²=');
  });

  it('explains a file with no usable row by its first bad line, without a stack trace', async () => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const file = join(dir, 'words.csv');
    writeFileSync(file, '配合,強度\nA,x\nB,y\n');
    const { code, stderr } = await forward(file, '--target', '強度', '--input', '配合', '--cv', '2');
    expect(code).toBe(1);
    expect(stderr).toContain(`使える行がありません / No usable rows in ${file}（2 行目:`);
    expect(stderr).not.toContain('"stack"');
  });

  it('answers a usage error with exit code 2 and a Japanese message', async () => {
    const missing = await cli(['analyze', 'forward', '--csv', slump, '--target', 'SLUMP(cm)']);
    expect(missing.code).toBe(EXIT_USAGE);
    expect(missing.stderr).toContain('--cv <k> か --test <file>');
    const unknownColumn = await cli(['analyze', 'forward', '--csv', slump, '--target', '強度', '--cv', '3']);
    expect(unknownColumn.code).not.toBe(EXIT_OK);
    expect(unknownColumn.stderr).toContain('列が見つかりません');
  });
});
