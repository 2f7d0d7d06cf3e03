/** Input standardisation and target transforms (log for positive targets spanning decades). */
import { extent } from './extent.js';
import { mean, standardDeviation } from './stats.js';

export class Standardiser {
  constructor(
    readonly means: number[],
    readonly scales: number[],
  ) {}

  static fit(rows: readonly (readonly number[])[]): Standardiser {
    const d = rows.length > 0 ? rows[0]!.length : 0;
    const means: number[] = [];
    const scales: number[] = [];
    for (let k = 0; k < d; k++) {
      const col = rows.map((r) => r[k]!);
      means.push(mean(col));
      const sd = standardDeviation(col);
      scales.push(sd > 1e-12 * Math.max(1, Math.abs(means[k]!)) ? sd : 1);
    }
    return new Standardiser(means, scales);
  }

  transform(row: readonly number[]): Float64Array {
    return Float64Array.from(row, (v, k) => (v - this.means[k]!) / this.scales[k]!);
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
