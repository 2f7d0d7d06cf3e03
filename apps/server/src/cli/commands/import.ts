import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  formatOf,
  importFile,
  type FileImportSummary,
  type ImportFormat,
} from '../../features/catalogue/ingest/import-file.js';
import type { ImportSummary } from '../../features/catalogue/write/import-runner.js';
import { createProgressReporter } from '../../features/catalogue/write/progress.js';
import { updateIndexAndLandscape } from '../../features/visualization/index-with-landscape.js';
import { withSearchAlerts } from '../../features/search-alerts/watched-matches.js';
import { CliUsageError, type CliCommand } from '../command.js';

const USAGE =
  '<file.jsonl|file.csv|file.xml|file.zip|directory>… [--format jsonl|csv|xml] [--source <name>] [--batch-size <n>] ' +
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

export function printSummary(
  out: (line: string) => void,
  summary: Pick<ImportSummary, 'inserted' | 'updated' | 'failed' | 'seconds' | 'hookSeconds'>,
): void {
  const rate = Math.round((summary.inserted + summary.updated) / Math.max(summary.seconds, 0.001));
  const index =
    summary.hookSeconds > 0 ? `; 検索インデックス search index ${summary.hookSeconds.toFixed(1)} s` : '';
  out(
    `取込完了 / Import finished: 追加 inserted ${summary.inserted}, 更新 updated ${summary.updated}, ` +
      `失敗 failed ${summary.failed} (${summary.seconds.toFixed(1)} s, ${rate} records/s${index})`,
  );
}

/** One line per file: what it held (XML: documents, examples, ranges) and what became of it. */
function printFileReport(out: (line: string) => void, file: string, summary: FileImportSummary): void {
  const parts: string[] = [];
  if (summary.documents !== null) {
    parts.push(`文書 documents ${summary.documents}`);
    if (summary.skipped) parts.push(`対象外 skipped ${summary.skipped}`);
  }
  parts.push(
    `追加 inserted ${summary.inserted}`,
    `更新 updated ${summary.updated}`,
    `失敗 failed ${summary.failed}`,
  );
  if (summary.examples !== null) parts.push(`実施例 examples ${summary.examples}`);
  parts.push(`数値範囲 ranges ${summary.ranges}`);
  const seconds = summary.seconds + summary.hookSeconds;
  out(`${file}: ${parts.join(', ')} (${seconds.toFixed(1)} s)`);
}

/**
 * What a directory contributes: data files by their extension. Not .txt or .json, which a data folder also
 * holds as licences and notes (a file named explicitly may still be one, with --format).
 */
const DIRECTORY_FILES = /\.(xml|zip|jsonl|ndjson|csv|tsv)$/i;

/** Files named on the command line; a directory stands for the files in it that can be imported. */
function expandInputs(inputs: readonly string[]): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    if (!existsSync(input)) throw new Error(`ファイルがありません / No such file: ${input}`);
    if (!statSync(input).isDirectory()) {
      files.push(input);
      continue;
    }
    const inside = readdirSync(input)
      .filter((name) => DIRECTORY_FILES.test(name))
      .sort()
      .map((name) => path.join(input, name))
      .filter((file) => statSync(file).isFile());
    if (inside.length === 0) {
      throw new Error(`取り込めるファイルがありません / No importable files in ${input}`);
    }
    files.push(...inside);
  }
  return files;
}

/**
 * docs/spec/data-and-search.md, docs/spec/operator-interfaces.md: `npm run cli -- import <file|dir>…`; files one after the other, each its own run
 * with its own report; exit 1 when some rows failed (the rest is imported).
 */
export const importCommand: CliCommand = {
  name: 'import',
  args: USAGE,
  summary: 'データを取り込む（JSON Lines / 実施例CSV / USPTO・EPO XML, ZIP）/ Import catalogue data',
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
    if (positional.length === 0)
      throw new CliUsageError('ファイルを指定してください / Expected a file or directory');
    const forced = options.get('format') as ImportFormat | undefined;
    if (forced !== undefined && !['jsonl', 'csv', 'xml'].includes(forced)) {
      throw new CliUsageError('形式が分かりません（jsonl / csv / xml）/ Unknown format: use --format');
    }
    const files = expandInputs(positional);
    for (const file of files) {
      if (!forced && !formatOf(file)) {
        throw new CliUsageError(
          `形式が分かりません（.jsonl / .csv / .xml / .zip）/ Unknown format of ${file}: use --format`,
        );
      }
    }
    const batchSize = options.has('batch-size') ? Number(options.get('batch-size')) : undefined;
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
      throw new CliUsageError('--batch-size は正の整数です / --batch-size must be a positive integer');
    }
    const { db } = await database();
    const total = { inserted: 0, updated: 0, failed: 0, seconds: 0, hookSeconds: 0 };
    for (const file of files) {
      const progress = createProgressReporter({ label: path.basename(file) });
      let errorsShown = 0;
      const summary = await importFile(db, file, {
        format: forced ?? formatOf(file)!,
        source: options.get('source'),
        defaultSource: options.get('source'),
        batchSize,
        patentId: options.get('patent'),
        dataset: options.get('dataset'),
        inputs: list(options.get('inputs')),
        outputs: list(options.get('outputs')),
        labelColumn: options.get('label'),
        // Watched saved searches get their new matches; a running server mails the digests.
        afterImport: withSearchAlerts(updateIndexAndLandscape),
        onProgress: ({ done, fraction }) => progress.update(done, fraction),
        onError: (error) => {
          if (errorsShown++ < 100) process.stderr.write(`\n${file}:${error.line}: ${error.message}\n`);
        },
      });
      progress.done();
      if (summary.failed > 100) logger.warn(`… ${summary.failed - 100} more failed rows not shown`);
      printFileReport(out, file, summary);
      total.inserted += summary.inserted;
      total.updated += summary.updated;
      total.failed += summary.failed;
      total.seconds += summary.seconds;
      total.hookSeconds += summary.hookSeconds;
    }
    printSummary(out, total);
    if (total.failed > 0) {
      throw new Error(
        `${total.failed} 件の行を取り込めませんでした / ${total.failed} rows failed (see above)`,
      );
    }
  },
};
