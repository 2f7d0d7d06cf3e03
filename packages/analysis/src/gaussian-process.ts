/**
 * Gaussian-process regression with an ARD squared-exponential kernel plus white noise:
 *   k(x, x') = σf² exp(−½ Σ_d (x_d − x'_d)² / ℓ_d²) + σn² δ(x, x').
 * Hyperparameters are fitted by maximising the log marginal likelihood (with weak log-normal priors,
 * i.e. MAP) with L-BFGS from a few starting points. The noise term absorbs repeat measurements of the
 * same composition. Above `maxPoints` rows the exact GP is fitted on a random subset (the rest are
 * used only as calibration points). Hyperparameters: a search with screened starts on at most
 * `hyperSubset` rows, then a few L-BFGS steps from that optimum on all rows up to `hyperRows` (a
 * random `hyperRows` above it) — the budget decides the size, since one step costs O(n³). On a
 * subsample the likelihood leaves more of the function unexplained and puts it in the noise (0.32 SD
 * from 200 of 1,000 real recipes against 0.20 from all of them), which widens and flattens the fit.
 */
import {
  cholesky,
  choleskyInverse,
  choleskySolve,
  inverseLowerColumns,
  invertLowerTransposed,
  logDeterminant,
  solveLowerMany,
} from './linalg.js';
import type { CholeskyFactor } from './linalg.js';
import { minimise } from './lbfgs.js';
import type { Learner, LearnerData, LearnerPrediction, Rows } from './learner.js';
import type { Random } from './random.js';

export interface GpHyperparameters {
  lengthScales: number[];
  signalStd: number;
  noiseStd: number;
}

export type GpKernel = 'rbf' | 'matern52';

export interface GpOptions {
  /** Covariance function (default 'matern52'). */
  kernel?: GpKernel;
  /** Largest training set for the exact GP (default 1000). */
  maxPoints?: number;
  /** Rows of the hyperparameter search with screened starts (default 200). */
  hyperSubset?: number;
  /**
   * Rows of the refinement that follows it from its optimum (default 350; all rows up to this).
   * A warm start (`initial`) on more than `hyperSubset` rows goes straight to the refinement.
   */
  hyperRows?: number;
  /** L-BFGS iterations of that refinement (default 4). */
  refineIterations?: number;
  /** Optimiser iterations per start (default 50; at most 12 from a warm start). */
  maxIterations?: number;
  /** Start from these hyperparameters only (warm start, e.g. inside cross-validation). */
  initial?: GpHyperparameters;
  /**
   * Rows with closed-form leave-group-out predictions above it (default 400): the groups of about
   * this many rows, from single columns of L⁻¹; the others' are NaN. Infinity: every row's.
   */
  calibrationRows?: number;
}

const LOG_BOUNDS = {
  length: [Math.log(0.03), Math.log(300)],
  signal: [Math.log(0.05), Math.log(20)],
  noise: [Math.log(1e-3), Math.log(1.5)],
} as const;
// Weak priors (mean, sd) on the log hyperparameters; inputs and targets are standardised.
const PRIOR = { length: [Math.log(1.5), 1.5], signal: [0, 1.5], noise: [Math.log(0.2), 1.5] } as const;

export function fitGaussianProcess(data: LearnerData, rng: Random, options: GpOptions = {}): GaussianProcess {
  const { maxPoints = 1000, hyperSubset = 200, hyperRows = 350, refineIterations = 4 } = options;
  const { maxIterations = 50 } = options;
  const n = data.rows.length;
  const d = n > 0 ? data.rows[0]!.length : 0;
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  // Random order: the exact GP's Cholesky order is random, so its last rows (cheap columns of L⁻¹)
  // are a random sample for the large-data leave-group-out calibration.
  const fitIdx = n > maxPoints ? order.slice(0, maxPoints) : order;
  const hyperIdx = fitIdx.length > hyperSubset ? rng.shuffle(fitIdx.slice()).slice(0, hyperSubset) : fitIdx;

  const kernel = options.kernel ?? 'matern52';
  const lower = new Float64Array(d + 2);
  const upper = new Float64Array(d + 2);
  for (let k = 0; k < d; k++) {
    lower[k] = LOG_BOUNDS.length[0];
    upper[k] = LOG_BOUNDS.length[1];
  }
  lower[d] = LOG_BOUNDS.signal[0];
  upper[d] = LOG_BOUNDS.signal[1];
  lower[d + 1] = LOG_BOUNDS.noise[0];
  upper[d + 1] = LOG_BOUNDS.noise[1];
  const objectiveOn = (idx: readonly number[]) =>
    marginalLikelihoodObjective(
      idx.map((i) => data.rows[i]!),
      Float64Array.from(idx, (i) => data.y[i]!),
      kernel,
    );
  const refine = fitIdx.length > hyperIdx.length;
  const warmRefine = refine && options.initial !== undefined;
  let x = options.initial ? toVector(options.initial) : null;
  if (!warmRefine) {
    // Screen a few starting points by their objective value (one Cholesky each), then run L-BFGS
    // from the best one (and the runner-up on small data, where the likelihood is more multimodal).
    const objective = objectiveOn(hyperIdx);
    const starts: GpHyperparameters[] = options.initial
      ? [options.initial]
      : [
          { lengthScales: new Array<number>(d).fill(1.5), signalStd: 1, noiseStd: 0.2 },
          { lengthScales: new Array<number>(d).fill(4), signalStd: 1, noiseStd: 0.05 },
          { lengthScales: new Array<number>(d).fill(0.7), signalStd: 1, noiseStd: 0.3 },
          { lengthScales: new Array<number>(d).fill(8), signalStd: 1, noiseStd: 0.5 },
        ];
    const screened = starts
      .map((h) => ({ x: toVector(h), value: objective(toVector(h), false).value }))
      .sort((a, b) => a.value - b.value)
      .slice(0, options.initial || hyperIdx.length > 120 ? 1 : 2);
    let best: { x: Float64Array; value: number } | null = null;
    for (const start of screened) {
      const result = minimise((v) => objective(v, true), start.x, {
        maxIterations: options.initial ? Math.min(maxIterations, 12) : maxIterations,
        tolerance: 1e-5,
        lower,
        upper,
      });
      if (!best || result.value < best.value) best = result;
    }
    x = best!.x;
  }
  if (refine) {
    // All rows up to `hyperRows` (above it the first of the random order, a random sample), from
    // the subsample's optimum or the warm start.
    const refineIdx = fitIdx.length > hyperRows ? fitIdx.slice(0, hyperRows) : fitIdx;
    const objective = objectiveOn(refineIdx);
    x = minimise((v) => objective(v, true), x!, {
      maxIterations: warmRefine ? Math.min(refineIterations, 2) : refineIterations,
      tolerance: 1e-5,
      lower,
      upper,
    }).x;
  }
  const hyper = fromVector(x!, d);
  return new GaussianProcess(data, fitIdx, hyper, kernel, options.calibrationRows);
}

function dot(a: Float64Array, ai: number, b: Float64Array, bi: number, from: number, to: number): number {
  let s = 0;
  for (let k = from; k < to; k++) s += a[ai + k]! * b[bi + k]!;
  return s;
}

function toVector(h: GpHyperparameters): Float64Array {
  return Float64Array.from([...h.lengthScales.map(Math.log), Math.log(h.signalStd), Math.log(h.noiseStd)]);
}

function fromVector(x: Float64Array, d: number): GpHyperparameters {
  return {
    lengthScales: Array.from(x.subarray(0, d), Math.exp),
    signalStd: Math.exp(x[d]!),
    noiseStd: Math.exp(x[d + 1]!),
  };
}

/** Negative log marginal likelihood + negative log prior, with its gradient in log-hyperparameters. */
function marginalLikelihoodObjective(rows: Rows, y: Float64Array, kernel: GpKernel) {
  const n = rows.length;
  const d = n > 0 ? rows[0]!.length : 0;
  const pairs = (n * (n - 1)) / 2;
  // Squared differences per input, for every pair i > j (constant across iterations).
  const sq = new Float64Array(pairs * d);
  let p = 0;
  for (let i = 1; i < n; i++) {
    const ri = rows[i]!;
    for (let j = 0; j < i; j++, p++) {
      const rj = rows[j]!;
      for (let k = 0; k < d; k++) sq[p * d + k] = (ri[k]! - rj[k]!) ** 2;
    }
  }
  const kf = new Float64Array(pairs);
  // ∂k/∂log ℓ_d = g · (Δ_d² / ℓ_d²), with g = k for the RBF and σf² (5/3)(1 + √5 r) e^(−√5 r) for Matérn 5/2.
  const kg = kernel === 'rbf' ? kf : new Float64Array(pairs);
  return (theta: Float64Array, withGradient: boolean) => {
    const invL2 = new Float64Array(d);
    for (let k = 0; k < d; k++) invL2[k] = Math.exp(-2 * theta[k]!);
    const sf2 = Math.exp(2 * theta[d]!);
    const sn2 = Math.exp(2 * theta[d + 1]!);
    const K = new Float64Array(n * n);
    p = 0;
    for (let i = 1; i < n; i++) {
      for (let j = 0; j < i; j++, p++) {
        let s = 0;
        const o = p * d;
        for (let k = 0; k < d; k++) s += sq[o + k]! * invL2[k]!;
        let v: number;
        if (kernel === 'rbf') v = sf2 * Math.exp(-0.5 * s);
        else {
          const r5 = Math.sqrt(5 * s);
          const e = sf2 * Math.exp(-r5);
          v = e * (1 + r5 + (5 / 3) * s);
          kg[p] = e * (5 / 3) * (1 + r5);
        }
        kf[p] = v;
        K[i * n + j] = v;
        K[j * n + i] = v;
      }
    }
    for (let i = 0; i < n; i++) K[i * n + i] = sf2 + sn2;
    const f = cholesky(K, n, sn2 * 1e-8);
    const alpha = choleskySolve(f, y);
    let fit = 0;
    for (let i = 0; i < n; i++) fit += y[i]! * alpha[i]!;
    let value = 0.5 * fit + 0.5 * logDeterminant(f) + 0.5 * n * Math.log(2 * Math.PI);
    const gradient = new Float64Array(d + 2);
    if (!withGradient) {
      for (let k = 0; k < d; k++) value += 0.5 * ((theta[k]! - PRIOR.length[0]) / PRIOR.length[1]) ** 2;
      value += 0.5 * ((theta[d]! - PRIOR.signal[0]) / PRIOR.signal[1]) ** 2;
      value += 0.5 * ((theta[d + 1]! - PRIOR.noise[0]) / PRIOR.noise[1]) ** 2;
      return { value, gradient };
    }
    const Kinv = choleskyInverse(f);
    // W = K⁻¹ − ααᵀ;  ∂/∂θ = ½ tr(W ∂K/∂θ)
    let traceW = 0;
    for (let i = 0; i < n; i++) traceW += Kinv[i * n + i]! - alpha[i]! * alpha[i]!;
    let gSignal = sf2 * traceW; // diagonal part of Σ W ∘ Kf
    p = 0;
    for (let i = 1; i < n; i++) {
      const ai = alpha[i]!;
      for (let j = 0; j < i; j++, p++) {
        const w = Kinv[i * n + j]! - ai * alpha[j]!;
        gSignal += 2 * w * kf[p]!;
        const wk = w * kg[p]!;
        const o = p * d;
        for (let k = 0; k < d; k++) gradient[k] = gradient[k]! + wk * sq[o + k]!;
      }
    }
    for (let k = 0; k < d; k++) gradient[k] = gradient[k]! * invL2[k]!;
    gradient[d] = gSignal;
    gradient[d + 1] = sn2 * traceW;
    // Priors.
    const addPrior = (index: number, [mu, sd]: readonly [number, number]) => {
      const z = (theta[index]! - mu) / sd;
      value += 0.5 * z * z;
      gradient[index] = gradient[index]! + z / sd;
    };
    for (let k = 0; k < d; k++) addPrior(k, PRIOR.length);
    addPrior(d, PRIOR.signal);
    addPrior(d + 1, PRIOR.noise);
    return { value, gradient };
  };
}

export class GaussianProcess implements Learner {
  readonly kind = 'gaussian-process';
  private readonly rows: Float64Array[];
  private readonly factor: CholeskyFactor;
  private readonly alpha: Float64Array;
  private readonly invL2: Float64Array;
  private readonly sf2: number;
  private readonly sn2: number;

  constructor(
    private readonly data: LearnerData,
    private readonly fitIdx: number[],
    readonly hyperparameters: GpHyperparameters,
    readonly kernelKind: GpKernel = 'matern52',
    private readonly calibrationRows = 400,
  ) {
    this.rows = fitIdx.map((i) => data.rows[i]!);
    this.invL2 = Float64Array.from(hyperparameters.lengthScales, (l) => 1 / (l * l));
    this.sf2 = hyperparameters.signalStd ** 2;
    this.sn2 = hyperparameters.noiseStd ** 2;
    const n = this.rows.length;
    const K = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      K[i * n + i] = this.sf2 + this.sn2;
      for (let j = 0; j < i; j++) {
        const v = this.kernel(this.rows[i]!, this.rows[j]!);
        K[i * n + j] = v;
        K[j * n + i] = v;
      }
    }
    this.factor = cholesky(K, n, this.sn2 * 1e-8);
    this.alpha = choleskySolve(
      this.factor,
      fitIdx.map((i) => data.y[i]!),
    );
  }

  private kernel(a: Float64Array, b: Float64Array): number {
    let s = 0;
    const inv = this.invL2;
    for (let k = 0; k < a.length; k++) {
      const t = a[k]! - b[k]!;
      s += t * t * inv[k]!;
    }
    if (this.kernelKind === 'rbf') return this.sf2 * Math.exp(-0.5 * s);
    const r5 = Math.sqrt(5 * s);
    return this.sf2 * (1 + r5 + (5 / 3) * s) * Math.exp(-r5);
  }

  /** Predictive mean only (cheap: O(n·d) per row). */
  predictMean(rows: Rows): Float64Array {
    const out = new Float64Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const x = rows[r]!;
      let m = 0;
      for (let i = 0; i < this.rows.length; i++) m += this.kernel(x, this.rows[i]!) * this.alpha[i]!;
      out[r] = m;
    }
    return out;
  }

  predict(rows: Rows): LearnerPrediction {
    const n = this.rows.length;
    const mean = new Float64Array(rows.length);
    const scale = new Float64Array(rows.length);
    // Rows in blocks: their kernel vectors solved together (solveLowerMany), memory kept bounded.
    const BLOCK = 64;
    for (let from = 0; from < rows.length; from += BLOCK) {
      const ks = rows.slice(from, from + BLOCK).map((x, b) => {
        const k = new Float64Array(n);
        let m = 0;
        for (let i = 0; i < n; i++) {
          k[i] = this.kernel(x, this.rows[i]!);
          m += k[i]! * this.alpha[i]!;
        }
        mean[from + b] = m;
        return k;
      });
      solveLowerMany(this.factor, ks).forEach((v, b) => {
        let vv = 0;
        for (let i = 0; i < n; i++) vv += v[i]! * v[i]!;
        scale[from + b] = Math.sqrt(Math.max(this.sf2 - vv, 0) + this.sn2);
      });
    }
    return { mean, scale };
  }

  /**
   * Leave-group-out predictions in closed form: for the rows G of one group,
   * μ_G = y_G − B⁻¹ α_G and Cov_G = B⁻¹ with B = (K⁻¹)_GG. Rows outside the exact-GP subset are
   * simply predicted.
   */
  private oos: LearnerPrediction | null = null;

  outOfSample(): LearnerPrediction {
    this.oos ??= this.leaveGroupOut();
    return this.oos;
  }

  /**
   * Leave-group-out predictions in closed form: for the rows G of one group,
   * μ_G = y_G − B⁻¹ α_G and Cov_G = B⁻¹ with B = (K⁻¹)_GG. On large data only the groups of about
   * `calibrationRows` rows are evaluated (from single columns of L⁻¹); the others are NaN. Rows
   * outside the exact-GP subset are simply predicted.
   */
  private leaveGroupOut(): LearnerPrediction {
    const nAll = this.data.rows.length;
    const mean = new Float64Array(nAll).fill(NaN);
    const scale = new Float64Array(nAll).fill(NaN);
    const n = this.fitIdx.length;
    const byGroup = new Map<number, number[]>();
    this.fitIdx.forEach((row, local) => {
      const g = this.data.groups[row]!;
      const list = byGroup.get(g);
      if (list) list.push(local);
      else byGroup.set(g, [local]);
    });
    let groups = [...byGroup.values()];
    let inverseEntry: (i: number, j: number) => number;
    if (n <= this.calibrationRows) {
      const Mt = invertLowerTransposed(this.factor);
      inverseEntry = (i, j) => dot(Mt, i * n, Mt, j * n, Math.max(i, j), n);
    } else {
      // Groups whose rows sit last in the (random) Cholesky order: their columns of L⁻¹ are short.
      groups.sort((a, b) => Math.min(...b) - Math.min(...a));
      let rows = 0;
      groups = groups.filter((g) => (rows += g.length) - g.length < this.calibrationRows);
      const cols = inverseLowerColumns(this.factor, groups.flat());
      inverseEntry = (i, j) => dot(cols.get(i)!, 0, cols.get(j)!, 0, Math.max(i, j), n);
    }
    for (const members of groups) {
      const g = members.length;
      const B = new Float64Array(g * g);
      for (let a = 0; a < g; a++) {
        for (let b = 0; b <= a; b++) {
          const v = inverseEntry(members[a]!, members[b]!);
          B[a * g + b] = v;
          B[b * g + a] = v;
        }
      }
      const fB = cholesky(B, g);
      const correction = choleskySolve(
        fB,
        members.map((m) => this.alpha[m]!),
      );
      const covariance = choleskyInverse(fB);
      members.forEach((local, a) => {
        const row = this.fitIdx[local]!;
        mean[row] = this.data.y[row]! - correction[a]!;
        scale[row] = Math.sqrt(Math.max(covariance[a * g + a]!, 1e-12));
      });
    }
    if (n < nAll) {
      const inFit = new Set(this.fitIdx);
      const rest = Array.from({ length: nAll }, (_, i) => i).filter((i) => !inFit.has(i));
      const p = this.predict(rest.map((i) => this.data.rows[i]!));
      rest.forEach((row, j) => {
        mean[row] = p.mean[j]!;
        scale[row] = p.scale[j]!;
      });
    }
    return { mean, scale };
  }

  relevance(): number[] {
    return Array.from(this.invL2);
  }

  describe(): Record<string, unknown> {
    return { kernel: this.kernelKind, ...this.hyperparameters, trainingRows: this.rows.length };
  }
}
