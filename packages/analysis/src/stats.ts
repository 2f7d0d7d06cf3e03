/** Small statistics helpers shared by the models, the metrics and the bench. */

export function mean(values: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i]!;
  return values.length > 0 ? s / values.length : NaN;
}

/** Sample variance (n − 1 in the denominator; 0 for fewer than two values). */
export function variance(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 2) return 0;
  const m = mean(values);
  let s = 0;
  for (let i = 0; i < n; i++) s += (values[i]! - m) ** 2;
  return s / (n - 1);
}

export function standardDeviation(values: ArrayLike<number>): number {
  return Math.sqrt(variance(values));
}

/** Linear-interpolation quantile (type 7), p in [0, 1]. */
export function quantile(values: ArrayLike<number>, p: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The scores without NaN in ascending order, their count n and the count m of rows behind them. */
function sortedScores(scores: ArrayLike<number>, independent: number | undefined) {
  const sorted = Array.from(scores)
    .filter((s) => !Number.isNaN(s))
    .sort((a, b) => a - b);
  const n = sorted.length;
  return { sorted, n, m: Math.min(n, Math.max(1, independent ?? n)) };
}

/** A rank past the n sorted scores: the largest score stretched by (rank − n)/n (an infinite one as it is). */
function beyondLargest(sorted: readonly number[], rank: number): number {
  const n = sorted.length;
  const top = sorted[n - 1]!;
  return Number.isFinite(top) ? top * (1 + (rank - n) / n) : top;
}

/**
 * Conformal quantile of non-conformity scores for coverage `level`: the ⌈(n+1)·level⌉-th smallest
 * score (finite-sample valid); beyond the sample it extrapolates from the largest score.
 */
export function conformalQuantile(
  scores: ArrayLike<number>,
  level: number,
  /**
   * Independent rows behind the scores (default: one per score). Repeated cross-validation scores
   * every row several times; the finite-sample correction must count the rows, not the repeats, or
   * it is too small (the pooled scores then give the empirical quantile at the corrected level).
   */
  independent?: number,
): number {
  const { sorted, n, m } = sortedScores(scores, independent);
  if (n === 0) return NaN;
  const rank = m === n ? Math.ceil((n + 1) * level) : Math.ceil((Math.ceil((m + 1) * level) / m) * n - 1e-9);
  return rank <= n ? sorted[rank - 1]! : beyondLargest(sorted, rank);
}

/**
 * Quantile of non-conformity scores whose coverage of a new score is `level` **on average** (issue 18:
 * 90 % intervals calibrated in expectation, not "at least 90 %"). Among m exchangeable scores the k-th
 * smallest covers a new one with probability k/(m+1), so the fractional rank level·(m+1) (interpolated
 * linearly between neighbours) aims at `level` itself; `conformalQuantile` rounds that rank up, which
 * guarantees the level but overshoots it on average — most on small sets whose scores have a steep
 * tail: on ~52 rows scored twice by repeated inner cross-validation its expected coverage is
 * 0.911–0.914 in simulation, this one's 0.901–0.903. `independent` counts the rows behind repeated
 * scores (each row scored scores.length / independent times): the rank is placed on the rows' scale
 * and spread over the pooled scores. Beyond the largest score it extrapolates like `conformalQuantile`.
 */
export function expectedCoverageQuantile(
  scores: ArrayLike<number>,
  level: number,
  independent?: number,
): number {
  const { sorted, n, m } = sortedScores(scores, independent);
  if (n === 0) return NaN;
  // Rank among the m rows, mapped to the pooled scores (each row's block of n/m scores centred on it).
  const rank = (level * (m + 1) - 0.5) * (n / m) + 0.5;
  if (rank >= n) return beyondLargest(sorted, rank);
  if (rank <= 1) return sorted[0]!;
  const lo = Math.floor(rank);
  const t = rank - lo;
  const below = sorted[lo - 1]!;
  const above = sorted[lo]!;
  if (t === 0 || !Number.isFinite(above)) return t === 0 ? below : above;
  return below + t * (above - below);
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pl = 0.02425;
  let q: number;
  if (p < pl) {
    q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - pl) {
    q = Math.sqrt(-2 * Math.log(1 - p));
    return (
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** Standard normal CDF (Zelen & Severo 26.2.17, |error| < 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = (Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI)) * poly;
  return x >= 0 ? 1 - tail : tail;
}

/** log Φ(x), accurate far into the lower tail (asymptotic series below −5) where Φ underflows. */
export function logNormalCdf(x: number): number {
  if (x > -5) return Math.log(normalCdf(x));
  const x2 = x * x;
  return -0.5 * x2 - Math.log(-x) - 0.5 * Math.log(2 * Math.PI) + Math.log1p(-1 / x2 + 3 / (x2 * x2));
}

export interface RegressionMetrics {
  /** 1 − SSE/SST over the pooled predictions. */
  r2: number;
  rmse: number;
  mae: number;
  /** Share of actual values inside [lower90, upper90]. */
  coverage90: number;
  /** Number of scored values. */
  n: number;
}

export function regressionMetrics(
  actual: ArrayLike<number>,
  predicted: ArrayLike<number>,
  lower?: ArrayLike<number>,
  upper?: ArrayLike<number>,
): RegressionMetrics {
  const n = actual.length;
  const m = mean(actual);
  let sse = 0;
  let sst = 0;
  let sae = 0;
  let covered = 0;
  for (let i = 0; i < n; i++) {
    const e = actual[i]! - predicted[i]!;
    sse += e * e;
    sae += Math.abs(e);
    sst += (actual[i]! - m) ** 2;
    if (lower && upper && actual[i]! >= lower[i]! && actual[i]! <= upper[i]!) covered++;
  }
  return {
    r2: sst > 0 ? 1 - sse / sst : NaN,
    rmse: Math.sqrt(sse / n),
    mae: sae / n,
    coverage90: lower && upper ? covered / n : NaN,
    n,
  };
}

/** Sample skewness (0 for fewer than three values or no spread). */
export function skewness(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 3) return 0;
  const m = mean(values);
  let m2 = 0;
  let m3 = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - m;
    m2 += d * d;
    m3 += d * d * d;
  }
  m2 /= n;
  m3 /= n;
  return m2 > 0 ? m3 / m2 ** 1.5 : 0;
}
