import type { PredictionExplanation } from '@app/analysis/explain';
import { extent } from '@app/analysis/extent';
import type { Candidate as EngineCandidate } from '@app/analysis/inverse/problem';
import type {
  Candidate,
  DomainAssessmentView,
  ForwardResult,
  NearestExampleView,
  NearestProduct,
  PredictionRow,
} from '@app/contract/explorations';
import type { InverseSettings } from './inverse-problem.js';
import type { FtoChecker, FtoVariables } from './fto.js';
import type { StoredInverseResult, StoredTraining } from './stored-json.js';
import type { ScopeRepository } from './scope-repository.js';
import { distinctLists } from './distinct-results.js';
import { clipPrediction, targetRanges } from './physical-ranges.js';
import { isIngredient, labelVariables } from './variables.js';
import type { ForwardOutput, InverseOutput, Predictions } from './worker/analysis-tasks.js';

/*
 * From the engine's output (keyed by variable key, training row indices) to what the API returns (variable
 * keys, example/patent ids, products, FTO flags, the engine's texts with display labels for the keys).
 * Runs on the main thread after the worker finished: cheap.
 */

const finiteOrNull = (v: number) => (Number.isFinite(v) ? v : null);
const fmt = (v: number) => String(Number(v.toPrecision(4)));

/** The domain score with a Japanese warning when the composition leaves (or nears the edge of) the training data. */
function domainView(
  domain: { score: number; inside: boolean },
  row: readonly number[],
  training: Pick<StoredTraining, 'inputs' | 'X'>,
): DomainAssessmentView {
  const outside = training.inputs.flatMap((input, k) => {
    const column = training.X.map((x) => x[k]!);
    const { min, max } = extent(column) ?? { min: Infinity, max: -Infinity };
    const v = row[k]!;
    return v < min - 1e-9 || v > max + 1e-9 ? [`${input.name}（学習範囲 ${fmt(min)}〜${fmt(max)}）`] : [];
  });
  let warning: string | null = null;
  if (!domain.inside) {
    warning = `学習データから離れた配合です（適用範囲スコア ${domain.score.toFixed(2)}）。予測の信頼性は低くなります`;
  } else if (domain.score < 0.6) {
    warning = `学習データの範囲の端に近い配合です（適用範囲スコア ${domain.score.toFixed(2)}）`;
  }
  if (outside.length > 0) {
    warning = `${warning ? `${warning}。` : ''}学習データの範囲外の値があります: ${outside.join('、')}`;
  }
  return { score: domain.score, inside: domain.inside, warning };
}

/** A typed composition (keys → values) as a model row: missing ingredients 0, missing conditions their training mean. */
export function compositionRow(
  composition: Readonly<Record<string, number>>,
  training: StoredTraining,
): number[] {
  return training.inputs.map((input, k) => {
    const value = composition[input.key];
    if (value !== undefined) return value;
    if (isIngredient(input)) return 0;
    const column = training.X.map((x) => x[k]!);
    return column.reduce((s, v) => s + v, 0) / Math.max(1, column.length);
  });
}

export function predictionRows(
  rows: readonly number[][],
  predicted: Predictions,
  training: StoredTraining,
  fto: FtoChecker,
): PredictionRow[] {
  const ranges = targetRanges(training.targets, training.Y);
  return rows.map((row, r) => {
    const inputs: Record<string, number> = {};
    training.inputs.forEach((input, k) => (inputs[input.key] = row[k]!));
    const predictions: PredictionRow['predictions'] = {};
    const means: Record<string, number> = {};
    training.targets.forEach((target, j) => {
      const p = clipPrediction(predicted.predictions[r]![j]!, ranges[j]!);
      predictions[target.key] = { mean: p.mean, lower90: p.lower90, upper90: p.upper90 };
      means[target.key] = p.mean;
    });
    const explained = predicted.explanations?.[r];
    return {
      inputs,
      predictions,
      domain: domainView(predicted.domain[r]!, row, training),
      fto: fto.check({ inputs, predicted: means }),
      ...(explained ? { explanations: explanationViews(explained, training) } : {}),
    };
  });
}

/** Inputs shown per prediction: the few that moved it most. */
const EXPLANATION_INPUTS = 5;

/** Engine explanations (input indices) → per target key, the largest contributions with input keys and names. */
function explanationViews(
  perTarget: readonly PredictionExplanation[],
  training: StoredTraining,
): NonNullable<PredictionRow['explanations']> {
  const out: NonNullable<PredictionRow['explanations']> = {};
  training.targets.forEach((target, j) => {
    const e = perTarget[j];
    if (!e || !Number.isFinite(e.baseline)) return;
    out[target.key] = {
      baseline: e.baseline,
      contributions: e.contributions
        .filter((c) => Number.isFinite(c.contribution) && c.contribution !== 0)
        .slice(0, EXPLANATION_INPUTS)
        .map((c) => ({
          input: training.inputs[c.input]!.key,
          name: training.inputs[c.input]!.name,
          contribution: c.contribution,
        })),
    };
  });
  return out;
}

/** Labels of the training rows for plots and lists: 「実施例1（特開2021-123456）」. */
async function rowLabels(
  scopes: ScopeRepository,
  training: StoredTraining,
  indices: Iterable<number>,
): Promise<
  Map<
    number,
    {
      exampleId: number | null;
      label: string;
      patentId: number | null;
      publicationNumber: string | null;
      title: string | null;
    }
  >
> {
  const wanted = [...new Set(indices)].filter((i) => training.rows[i]);
  const patents = await scopes.patents(wanted.flatMap((i) => training.rows[i]!.patentId ?? []));
  return new Map(
    wanted.map((i) => {
      const row = training.rows[i]!;
      const patent = row.patentId !== null ? patents.get(row.patentId) : undefined;
      return [
        i,
        {
          exampleId: row.exampleId,
          label: patent ? `${row.label}（${patent.publicationNumber}）` : row.label,
          patentId: row.patentId,
          publicationNumber: patent?.publicationNumber ?? null,
          title: patent?.title ?? null,
        },
      ];
    }),
  );
}

export async function buildForwardResult(
  output: ForwardOutput,
  training: StoredTraining,
  requestRows: number[][],
  scopes: ScopeRepository,
  fto: FtoChecker,
  seconds: number,
): Promise<ForwardResult> {
  const inputNames = new Map(training.inputs.map((v) => [v.key, v.name]));
  const oofRows = training.targets.flatMap((t) => (output.outOfFold[t.key] ?? []).map((p) => p.row));
  const labels = await rowLabels(scopes, training, oofRows);
  return {
    inputs: training.inputs,
    targets: training.targets.map((target) => {
      const m = output.metrics[target.key]!;
      const summary = output.models.find((s) => s.name === target.key);
      return {
        target,
        metrics: {
          r2: finiteOrNull(m.r2),
          rmse: finiteOrNull(m.rmse),
          mae: finiteOrNull(m.mae),
          coverage90: finiteOrNull(m.coverage90),
          n: m.n,
        },
        points: (output.outOfFold[target.key] ?? []).map((p) => ({
          exampleId: labels.get(p.row)?.exampleId ?? null,
          label: labels.get(p.row)?.label ?? `${p.row + 1}行目`,
          actual: p.actual,
          predicted: p.mean,
          lower90: p.lower90,
          upper90: p.upper90,
          fold: p.fold,
        })),
        importance: (output.importance[target.key] ?? [])
          .map((imp) => ({
            input: imp.input,
            name: inputNames.get(imp.input) ?? imp.input,
            importance: finiteOrNull(imp.importance) ?? 0,
            rmseIncrease: finiteOrNull(imp.rmseIncrease) ?? 0,
            std: finiteOrNull(imp.std) ?? 0,
            ardShare: imp.ardShare === null ? null : finiteOrNull(imp.ardShare),
          }))
          .sort((a, b) => b.importance - a.importance),
        model: summary?.model ?? '',
        trainingRows: summary?.trainingRows ?? 0,
        ...(summary?.features
          ? {
              features: {
                ...summary.features,
                candidates: summary.features.candidates.map((c) => ({
                  kind: c.kind,
                  rmse: finiteOrNull(c.rmse),
                })),
              },
            }
          : {}),
      };
    }),
    domain: training.inputs.map((input, k) => {
      const column = training.X.map((x) => x[k]!);
      const range = extent(column);
      return {
        input,
        min: range?.min ?? 0,
        max: range?.max ?? 0,
        mean: column.reduce((s, v) => s + v, 0) / Math.max(1, column.length),
        nonZero: column.filter((v) => v !== 0).length,
      };
    }),
    model: {
      kind: 'auto',
      folds: output.folds,
      seed: training.seed,
      trainSeconds: output.trainSeconds,
      predictSeconds: output.predictSeconds,
      totalSeconds: seconds,
    },
    predictions: predictionRows(requestRows, output.predicted, training, fto),
  };
}

/** Products whose base materials are among a candidate's ingredients, best covered first. */
function nearestProducts(
  inputs: Readonly<Record<string, number>>,
  variables: FtoVariables,
  products: readonly { id: number; name: string; makerName: string | null; materialIds: number[] }[],
  names: ReadonlyMap<string, string>,
): NearestProduct[] {
  const amounts = new Map<number, number>();
  const nameOf = new Map<number, string>();
  let total = 0;
  for (const [key, material] of variables.materialOfInput) {
    const amount = Math.max(0, inputs[key] ?? 0);
    if (amount <= 1e-9) continue;
    amounts.set(material, (amounts.get(material) ?? 0) + amount);
    nameOf.set(material, names.get(key) ?? key);
    total += amount;
  }
  if (total <= 0) return [];
  return products
    .map((product) => {
      const matched = product.materialIds.filter((m) => amounts.has(m));
      if (matched.length === 0) return null;
      const covered = matched.reduce((s, m) => s + amounts.get(m)!, 0) / total;
      const precision = matched.length / Math.max(1, new Set(product.materialIds).size);
      return {
        productId: product.id,
        name: product.name,
        makerName: product.makerName,
        matchedMaterials: [...new Set(matched)].map((m) => nameOf.get(m)!),
        score: Math.sqrt(covered * precision),
      };
    })
    .filter((p): p is NearestProduct => p !== null && p.score >= 0.3)
    .sort((a, b) => b.score - a.score || a.productId - b.productId)
    .slice(0, 3);
}

export async function buildInverseResult(
  output: InverseOutput,
  training: StoredTraining,
  request: InverseSettings,
  scopes: ScopeRepository,
  fto: FtoChecker,
  variables: FtoVariables,
  seconds: number,
): Promise<StoredInverseResult> {
  const { result } = output;
  // Near-duplicates are not shown in any list; the page says how many were folded (distinct-results.ts).
  const distinct = distinctLists(result, training.X);
  const ranges = targetRanges(training.targets, training.Y);
  const all = [
    ...distinct.candidates,
    ...distinct.nextToTest,
    ...distinct.pareto,
    ...(result.compromise ? [result.compromise] : []),
    ...(result.bestKnown ? [result.bestKnown] : []),
  ];
  const labels = await rowLabels(
    scopes,
    training,
    all.flatMap((c) => c.nearestExamples.map((n) => n.index)),
  );
  const products = await scopes.productsWithMaterials([...new Set(variables.materialOfInput.values())]);
  const names = new Map(training.inputs.map((v) => [v.key, v.name]));

  const convert = (candidate: EngineCandidate, rank: number): Candidate => {
    const inputs: Record<string, number> = { ...candidate.inputs };
    const predictions: Candidate['predictions'] = {};
    const means: Record<string, number> = {};
    for (const [key, raw] of Object.entries(candidate.predictions)) {
      const j = training.targets.findIndex((t) => t.key === key);
      const p = j >= 0 ? clipPrediction(raw, ranges[j]!) : raw;
      predictions[key] = { mean: p.mean, lower90: p.lower90, upper90: p.upper90 };
      means[key] = p.mean;
    }
    const nearestExamples: NearestExampleView[] = candidate.nearestExamples.map((n) => {
      const info = labels.get(n.index);
      const x = training.X[n.index] ?? [];
      const y = training.Y[n.index] ?? [];
      return {
        exampleId: info?.exampleId ?? null,
        label: info?.label ?? `${n.index + 1}行目`,
        patentId: info?.patentId ?? null,
        publicationNumber: info?.publicationNumber ?? null,
        title: info?.title ?? null,
        distance: n.distance,
        inputs: Object.fromEntries(training.inputs.map((v, k) => [v.key, x[k] ?? 0])),
        measured: Object.fromEntries(training.targets.map((v, j) => [v.key, y[j] ?? null])),
      };
    });
    return {
      rank,
      inputs,
      predictions,
      desirability: candidate.desirability,
      goals: candidate.goals.map((g) => ({
        target: g.kind === 'cost' ? 'cost' : g.target,
        kind: g.kind,
        desirability: g.desirability,
        satisfied: g.satisfied,
        probability: g.probability,
      })),
      cost: candidate.cost,
      domain: domainView(candidate.domain, candidate.x, training),
      expectedImprovement: candidate.expectedImprovement,
      nearestExamples,
      nearestProducts: nearestProducts(inputs, variables, products, names),
      fto: fto.check({ inputs, predicted: means }),
    };
  };
  const pareto = distinct.pareto.map((c, i) => convert(c, i + 1));
  const compromiseIndex = result.compromise ? distinct.pareto.indexOf(result.compromise) : -1;
  const labelled = labelVariables([...training.inputs, ...training.targets]);
  return {
    feasible: result.feasible,
    reasons: result.reasons.map(labelled),
    warnings: result.warnings.map(labelled),
    inputs: training.inputs,
    targets: training.targets,
    goals: request.goals,
    candidates: distinct.candidates.map((c, i) => convert(c, i + 1)),
    nextToTest: distinct.nextToTest.map((c, i) => convert(c, i + 1)),
    pareto,
    folded: distinct.folded,
    compromise:
      compromiseIndex >= 0
        ? pareto[compromiseIndex]!
        : result.compromise
          ? convert(result.compromise, 1)
          : null,
    bestKnown: result.bestKnown
      ? {
          ...convert(result.bestKnown, 1),
          measured: { ...result.bestKnown.measured },
        }
      : null,
    model: {
      trainingRows: output.trainingRows,
      targets: output.models.map((m) => ({ target: m.name, model: m.model })),
      evaluations: result.evaluations,
      seconds,
    },
  };
}
