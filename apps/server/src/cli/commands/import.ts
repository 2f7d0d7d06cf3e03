import { existsSync } from 'node:fs';
import { formatOf, importFile, type ImportFormat } from '../../features/catalogue-data/import-file.js';
import type { ImportSummary } from '../../features/catalogue-data/import-runner.js';
import { createProgressReporter } from '../../features/catalogue-data/progress.js';
import { updateSearchIndexAfterImport } from '../../features/catalogue-search/reindex.js';
import { CliUsageError, type CliCommand } from '../command.js';

const USAGE =
  '<file.jsonl|file.csv|file.xml> [--format jsonl|csv|xml] [--source <name>] [--batch-size <n>] ' +
  '[CSV: --patent <id> | --dataset <name>] [--inputs <col,…>] [--outputs <col[unit],…>] [--label <col>]';

/** `--name value` options after the file; repeated list options are joined. */
export function parseOptions(
  args: readonly string[],
  known: readonly string[],
): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!known.includes(name)) throw new CliUsageError(`不明なオプションです / unknown option --${name}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new CliUsageError(`--${name} に値がありません / --${name} needs a value`);
    options.set(name, options.has(name) ? `${options.get(name)},${value}` : value);
  }
  return { positional, options };
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
}

export function printSummary(out: (line: string) => void, summary: ImportSummary): void {
  const rate = Math.round((summary.inserted + summary.updated) / Math.max(summary.seconds, 0.001));
  const index =
    summary.hookSeconds > 0 ? `; 検索インデックス search index ${summary.hookSeconds.toFixed(1)} s` : '';
  out(
    `取込完了 / Import finished: 追加 inserted ${summary.inserted}, 更新 updated ${summary.updated}, ` +
      `失敗 failed ${summary.failed} (${summary.seconds.toFixed(1)} s, ${rate} records/s${index})`,
  );
}

/** decisions §8, §11: `npm run cli -- import <file>`; exit 1 when some rows failed (the rest is imported). */
export const importCommand: CliCommand = {
  name: 'import',
  args: USAGE,
  summary: 'データを取り込む（JSON Lines / 実施例CSV / USPTO XML）/ Import catalogue data',
  async run(args, { database, out, logger }) {
    const { positional, options } = parseOptions(args, [
      'format',
      'source',
      'batch-size',
      'patent',
      'dataset',
      'inputs',
      'outputs',
      'label',
    ]);
    const [file, ...extra] = positional;
    if (!file || extra.length > 0)
      throw new CliUsageError('ファイルを1つ指定してください / Expected one file');
    const format = (options.get('format') ?? formatOf(file)) as ImportFormat | null;
    if (!format || !['jsonl', 'csv', 'xml'].includes(format)) {
      throw new CliUsageError('形式が分かりません（.jsonl / .csv / .xml）/ Unknown format: use --format');
    }
    if (!existsSync(file)) throw new Error(`ファイルがありません / No such file: ${file}`);
    const batchSize = options.has('batch-size') ? Number(options.get('batch-size')) : undefined;
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
      throw new CliUsageError('--batch-size は正の整数です / --batch-size must be a positive integer');
    }
    const { db } = await database();
    const progress = createProgressReporter({ label: 'import' });
    let errorsShown = 0;
    const summary = await importFile(db, file, {
      format,
      source: options.get('source'),
      defaultSource: options.get('source'),
      batchSize,
      patentId: options.get('patent'),
      dataset: options.get('dataset'),
      inputs: list(options.get('inputs')),
      outputs: list(options.get('outputs')),
      labelColumn: options.get('label'),
      afterImport: updateSearchIndexAfterImport,
      onProgress: ({ done, fraction }) => progress.update(done, fraction),
      onError: (error) => {
        if (errorsShown++ < 100) process.stderr.write(`\n${file}:${error.line}: ${error.message}\n`);
      },
    });
    progress.done();
    if (summary.failed > 100) logger.warn(`… ${summary.failed - 100} more failed rows not shown`);
    printSummary(out, summary);
    if (summary.failed > 0) {
      throw new Error(
        `${summary.failed} 件の行を取り込めませんでした / ${summary.failed} rows failed (see above)`,
      );
    }
  },
};
