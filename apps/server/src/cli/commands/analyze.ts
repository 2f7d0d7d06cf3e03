import { parseArgs } from 'node:util';
import { fitModel } from '@app/analysis/model';
import { optimiseInverse, type Candidate, type InverseProblem } from '@app/analysis/inverse/optimise';
import type { ParsedExamples } from '@app/analysis/csv';
import { ExamplesFileError, readExamples } from '../../features/offline-analysis/examples-file.js';
import { crossValidateExamples, trainAndTest } from '../../features/offline-analysis/forward.js';
import { GoalSyntaxError, parseConstraints, parseGoal } from '../../features/offline-analysis/goal-syntax.js';
import { CliInputError, CliUsageError, type CliCommand, type CliContext } from '../command.js';

const OPTIONS = {
  csv: { type: 'string' },
  target: { type: 'string', multiple: true },
  input: { type: 'string', multiple: true },
  cv: { type: 'string' },
  test: { type: 'string' },
  goal: { type: 'string', multiple: true },
  constraint: { type: 'string', multiple: true },
  candidates: { type: 'string' },
  seed: { type: 'string' },
  json: { type: 'boolean' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function positiveInt(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliUsageError(`--${flag} には正の整数を指定してください`);
  return n;
}

/** Bad rows named one by one up to this many; the rest are counted (a column of typos is one story). */
const BAD_ROWS_SHOWN = 5;

/** Reads the user's file; its problems are theirs to fix, so they are reported without a stack. */
function examples(path: string, targets: readonly string[], inputs: readonly string[], context: CliContext) {
  let data: ReturnType<typeof readExamples>;
  try {
    data = readExamples(path, targets, inputs);
  } catch (error) {
    if (error instanceof ExamplesFileError) throw new CliInputError(error.message);
    throw error;
  }
  if (data.notNumeric.length > 0)
    context.logger.warn(
      { file: path, columns: data.notNumeric },
      `数値でない列は入力に使いません / Columns of words left out of the inputs: ${data.notNumeric.join(', ')}`,
    );
  reportBadRows(data, path, context);
  return data;
}

function reportBadRows(data: ParsedExamples, path: string, context: CliContext) {
  for (const bad of data.badRows.slice(0, BAD_ROWS_SHOWN))
    context.logger.warn({ file: path, line: bad.line }, bad.reason);
  const more = data.badRows.length - BAD_ROWS_SHOWN;
  if (more > 0)
    context.logger.warn(
      { file: path, rows: data.badRows.length },
      `ほかに ${more} 行を読み飛ばしました / ${more} more rows skipped`,
    );
  if (data.X.length === 0) {
    const first = data.badRows[0];
    throw new CliInputError(
      `使える行がありません / No usable rows in ${path}${first ? `（${first.line} 行目: ${first.reason}）` : ''}`,
    );
  }
}

const print = (context: CliContext, json: boolean, value: unknown, human: () => string[]) => {
  if (json) context.out(JSON.stringify(value));
  else human().forEach((line) => context.out(line));
};

function runForward(flags: Flags, context: CliContext) {
  if (!flags.csv || !flags.target?.length) throw new CliUsageError('--csv と --target は必須です');
  if ((flags.cv === undefined) === (flags.test === undefined)) {
    throw new CliUsageError('--cv <k> か --test <file> のどちらか一方を指定してください');
  }
  const seed = positiveInt(flags.seed, 'seed', 1);
  const train = examples(flags.csv, flags.target, flags.input ?? [], context);
  let report;
  if (flags.test !== undefined) {
    const test = examples(
      flags.test,
      train.targets.map((c) => c.header),
      train.inputs.map((c) => c.header),
      context,
    );
    report = trainAndTest(train, test, seed);
  } else {
    report = crossValidateExamples(train, positiveInt(flags.cv, 'cv', 5), seed);
  }
  print(context, flags.json === true, report, () => [
    `入力 / inputs: ${train.inputs.map((c) => c.header).join(', ')}  (${train.X.length} 行 / rows)`,
    ...(train.notNumeric.length > 0
      ? [`入力に使わない列 / not used: ${train.notNumeric.join(', ')}（数値でない / not numbers）`]
      : []),
    ...Object.entries(report.targets).map(
      ([name, m]) =>
        `${name}: R²=${m.r2.toFixed(3)} RMSE=${m.rmse.toPrecision(4)} MAE=${m.mae.toPrecision(4)} 90%区間被覆率=${m.coverage90.toFixed(2)} (n=${m.n})`,
    ),
    `学習 / train ${report.trainSeconds.toFixed(2)} s, 予測 / predict ${report.predictSeconds.toFixed(2)} s`,
  ]);
}

function runInverse(flags: Flags, context: CliContext) {
  if (!flags.csv || !flags.goal?.length) throw new CliUsageError('--csv と --goal は必須です');
  const seed = positiveInt(flags.seed, 'seed', 1);
  let goals;
  let constraints;
  try {
    goals = flags.goal.map(parseGoal);
    constraints = parseConstraints(flags.constraint ?? []);
  } catch (error) {
    if (error instanceof GoalSyntaxError) throw new CliUsageError(error.message);
    throw error;
  }
  const targets = [...new Set(goals.map((g) => g.target))];
  const data = examples(flags.csv, targets, flags.input ?? [], context);
  // The model speaks bare names (「タルク」 for `in:タルク[質量部]`), as the user writes goals.
  const inputNames = data.inputs.map((c) => c.name);
  const targetNames = data.targets.map((c) => c.name);
  const bare = new Map([...data.inputs, ...data.targets].map((c) => [c.header, c.name]));
  const name = (n: string) => bare.get(n) ?? n;
  const started = performance.now();
  const model = fitModel(data.X, data.Y, { seed, inputNames, targetNames });
  const problem: InverseProblem = {
    ...constraints,
    goals: goals.map((g) => ({ ...g, target: name(g.target) })),
    candidates: positiveInt(flags.candidates, 'candidates', 10),
    seed,
  };
  const result = optimiseInverse(model, problem);
  const seconds = (performance.now() - started) / 1000;
  const summary = (c: Candidate) => ({
    inputs: c.inputs,
    predictions: c.predictions,
    desirability: c.desirability,
    goals: c.goals,
    cost: c.cost,
    domain: c.domain,
    nearestExamples: c.nearestExamples.map((e) => ({ ...e, line: data.lines[e.index] })),
    expectedImprovement: c.expectedImprovement,
  });
  const output = {
    feasible: result.feasible,
    reasons: result.reasons,
    warnings: result.warnings,
    candidates: result.candidates.map(summary),
    nextToTest: result.nextToTest.map(summary),
    pareto: result.pareto.map(summary),
    compromise: result.compromise ? summary(result.compromise) : null,
    bestKnown: result.bestKnown
      ? {
          ...summary(result.bestKnown),
          row: result.bestKnown.row,
          line: data.lines[result.bestKnown.row],
          measured: result.bestKnown.measured,
        }
      : null,
    seconds,
  };
  print(context, flags.json === true, output, () =>
    result.feasible
      ? [
          `候補 / candidates (${result.candidates.length}, ${seconds.toFixed(1)} s):`,
          ...result.candidates.map(
            (c, i) =>
              `${i + 1}. 満足度 ${c.desirability.toFixed(2)}  ${Object.entries(c.inputs)
                .filter(([, v]) => Math.abs(v) > 1e-9)
                .map(([k, v]) => `${k}=${v.toPrecision(3)}`)
                .join(' ')}  → ${Object.entries(c.predictions)
                .map(
                  ([k, p]) =>
                    `${k}=${p.mean.toPrecision(4)} [${p.lower90.toPrecision(3)}, ${p.upper90.toPrecision(3)}]`,
                )
                .join(' ')}`,
          ),
          ...(result.bestKnown
            ? [
                `制約を満たす既知の最良例 / best known example: ${data.lines[result.bestKnown.row]} 行目  ${Object.entries(
                  result.bestKnown.measured,
                )
                  .filter(([, v]) => v !== null)
                  .map(([k, v]) => `${k}=${v!.toPrecision(4)}`)
                  .join(' ')}`,
              ]
            : []),
          ...result.warnings,
        ]
      : ['制約を満たす配合はありません / Infeasible:', ...result.reasons],
  );
}

/** Forward and inverse analysis on any examples CSV, without the server (docs/spec/analyses.md, docs/spec/operator-interfaces.md). */
export const analyzeCommand: CliCommand = {
  name: 'analyze',
  args: 'forward --csv <file> --target <col> [--target …] (--cv <k> | --test <file>) [--json] | inverse --csv <file> --goal "<col> >= <v>" [--goal …] [--constraint …] [--json]',
  summary: '実施例CSVで順解析・逆解析を実行する / Forward and inverse analysis of an examples CSV',
  async run(args, context) {
    const [mode, ...rest] = args;
    let flags: Flags;
    try {
      flags = parseArgs({ args: [...rest], options: OPTIONS, strict: true, allowPositionals: false }).values;
    } catch (error) {
      throw new CliUsageError(error instanceof Error ? error.message : String(error));
    }
    if (mode === 'forward') runForward(flags, context);
    else if (mode === 'inverse') runInverse(flags, context);
    else throw new CliUsageError('forward か inverse を指定してください / Expected forward or inverse');
    return Promise.resolve();
  },
};
