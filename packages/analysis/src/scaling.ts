/** Input standardisation and target transforms (log for positive targets spanning decades). */
import { extent } from './extent.js';
import { mean, skewness, standardDeviation } from './stats.js';

/** A positive input whose largest value is more than this many times its smallest is log-warped. */
const LOG_WARP_SPAN = 20;

/**
 * Whether the log makes a column clearly more symmetric: right-skewed (skewness > 1) and the log's
 * skewness under half of it in size. Keeps a cure time of 1–365 days (most at 28) and leaves alone
 * amounts spread evenly from near zero (uniform, Dirichlet shares), where the log would stretch the
 * few smallest values over most of the axis.
 */
function logUnskews(raw: readonly number[]): boolean {
  const s = skewness(raw);
  return s > 1 && Math.abs(skewness(raw.map(Math.log))) < 0.5 * s;
}

/**
 * Input standardisation (z-scores), optionally on the log of inputs that are strictly positive, span
 * more than a factor of 20 and that the log makes less skewed (a cure time of 1–365 days, a filler size of 0.1–50 µm): a stationary
 * kernel on the raw scale treats 1 → 8 like 358 → 365, and the GP measured clearly better on such
 * data with the log (the rule already applied to targets). Trees are unaffected by the warp.
 */
export class Standardiser {
  constructor(
    readonly means: number[],
    readonly scales: number[],
    /** Per input: standardised on its log (with values below `floors[k]` clamped to it). */
    readonly logColumns: readonly boolean[] = [],
    readonly floors: readonly number[] = [],
    /** Standard deviations of the raw inputs (distances in the original units). */
    readonly rawScales: readonly number[] = scales,
    /** Per input: standardised on its square root (negative values clamped to 0). */
    readonly rootColumns: readonly boolean[] = [],
  ) {}

  static fit(
    rows: readonly (readonly number[])[],
    options: { logWarp?: boolean; forceLog?: readonly number[]; forceRoot?: readonly number[] } = {},
  ): Standardiser {
    const d = rows.length > 0 ? rows[0]!.length : 0;
    const means: number[] = [];
    const scales: number[] = [];
    const rawScales: number[] = [];
    const logColumns: boolean[] = [];
    const floors: number[] = [];
    const rootColumns: boolean[] = [];
    for (let k = 0; k < d; k++) {
      const raw = rows.map((r) => r[k]!);
      const { min: lo, max: hi } = extent(raw) ?? { min: 0, max: 0 };
      // forceLog: columns a feature set asks to see on their log (features.ts), if strictly positive.
      const warp =
        lo > 0 &&
        ((options.logWarp === true && hi / lo > LOG_WARP_SPAN && logUnskews(raw)) ||
          (options.forceLog?.includes(k) ?? false));
      logColumns.push(warp);
      floors.push(warp ? lo / 2 : 0);
      // forceRoot: non-negative columns a feature set asks to see on their square root (features.ts).
      const root = !warp && lo >= 0 && (options.forceRoot?.includes(k) ?? false);
      rootColumns.push(root);
      const col = warp ? raw.map(Math.log) : root ? raw.map(Math.sqrt) : raw;
      means.push(mean(col));
      const sd = standardDeviation(col);
      scales.push(sd > 1e-12 * Math.max(1, Math.abs(means[k]!)) ? sd : 1);
      const rawSd = warp || root ? standardDeviation(raw) : sd;
      rawScales.push(rawSd > 1e-12 * Math.max(1, Math.abs(mean(raw))) ? rawSd : 1);
    }
    return new Standardiser(means, scales, logColumns, floors, rawScales, rootColumns);
  }

  transform(row: readonly number[]): Float64Array {
    return Float64Array.from(row, (v, k) => {
      const w = this.logColumns[k]
        ? Math.log(Math.max(v, this.floors[k]!))
        : this.rootColumns[k]
          ? Math.sqrt(Math.max(v, 0))
          : v;
      return (w - this.means[k]!) / this.scales[k]!;
    });
  }
}

export type TargetTransformKind = 'none' | 'log';

/**
 * Chooses the transform of one target: log when every value is strictly positive and the values span
 * more than a factor of 20 (e.g. conductivity 2–1,200 S/cm), otherwise none.
 */
export function chooseTargetTransform(
  values: readonly number[],
  requested: 'auto' | TargetTransformKind,
): TargetTransformKind {
  if (requested !== 'auto') {
    if (requested === 'log' && values.some((v) => !(v > 0))) return 'none';
    return requested;
  }
  if (values.length === 0 || values.some((v) => !(v > 0))) return 'none';
  const { min, max } = extent(values)!;
  return max / min > 20 ? 'log' : 'none';
}

/** Maps a target to the learner's space (transform, then z-score) and back. */
export class TargetScaler {
  readonly center: number;
  readonly scale: number;

  constructor(
    readonly transform: TargetTransformKind,
    values: readonly number[],
  ) {
    const t = values.map((v) => this.forwardRaw(v));
    this.center = mean(t);
    const sd = standardDeviation(t);
    this.scale = sd > 0 ? sd : 1;
  }

  private forwardRaw(v: number): number {
    return this.transform === 'log' ? Math.log(v) : v;
  }

  forward(v: number): number {
    return (this.forwardRaw(v) - this.center) / this.scale;
  }

  backward(z: number): number {
    const t = z * this.scale + this.center;
    return this.transform === 'log' ? Math.exp(t) : t;
  }
}
