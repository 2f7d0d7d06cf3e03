/**
 * A Gaussian process that also sees, for each ingredient that some recipes leave out, whether it is
 * present: a 0/1 column per such input, standardised like the others. A stationary kernel on the
 * amount alone blurs a property that jumps as soon as an ingredient is added (a crosslinker: acrylate
 * peak strain is 1.7–3.5 without PEGDA and ≤ 0.9 from 2 % on), so the GP pulls the few recipes
 * without it toward their neighbours. The presence column lets it keep the two sides apart; the
 * trees need no such column (a split at the lowest value is the same thing). It is one more
 * member of the small-data stack, and the stacking weights decide whether it earns a place.
 */
import { fitGaussianProcess } from './gaussian-process.js';
import type { GaussianProcess, GpOptions } from './gaussian-process.js';
import type { Learner, LearnerData, LearnerPrediction, Rows } from './learner.js';
import type { Random } from './random.js';

/** Inputs that some rows leave at zero: their column and the standardised value of zero. */
export interface PresenceColumns {
  columns: readonly number[];
  zeros: readonly number[];
}

/** Least rows at zero, and above zero, for an input to get a presence column. */
const PRESENCE_MIN_ROWS = 3;

/**
 * Inputs with a presence column: never negative, at zero in at least PRESENCE_MIN_ROWS rows and above
 * it in as many. `zeroOf(k)` is the standardised value of a raw zero in column k.
 */
export function presenceColumns(
  X: readonly (readonly number[])[],
  zeroOf: (k: number) => number,
): PresenceColumns {
  const d = X[0]?.length ?? 0;
  const columns: number[] = [];
  for (let k = 0; k < d; k++) {
    let zeros = 0;
    let negative = false;
    for (const row of X) {
      if (row[k]! === 0) zeros++;
      else if (row[k]! < 0) negative = true;
    }
    if (!negative && zeros >= PRESENCE_MIN_ROWS && X.length - zeros >= PRESENCE_MIN_ROWS) columns.push(k);
  }
  return { columns, zeros: columns.map(zeroOf) };
}

/** Standardised presence columns: shares of present rows set the centre and scale. */
interface PresenceScale {
  mean: number[];
  sd: number[];
}

function augment(rows: Rows, presence: PresenceColumns, scale: PresenceScale): Float64Array[] {
  const p = presence.columns.length;
  return rows.map((row) => {
    const out = new Float64Array(row.length + p);
    out.set(row);
    presence.columns.forEach((k, j) => {
      const present = row[k]! > presence.zeros[j]! + 1e-9 ? 1 : 0;
      out[row.length + j] = (present - scale.mean[j]!) / scale.sd[j]!;
    });
    return out;
  });
}

export class PresenceGaussianProcess implements Learner {
  readonly kind = 'gaussian-process-presence';

  constructor(
    readonly gp: GaussianProcess,
    private readonly presence: PresenceColumns,
    private readonly scale: PresenceScale,
    private readonly inputs: number,
  ) {}

  predict(rows: Rows): LearnerPrediction {
    return this.gp.predict(augment(rows, this.presence, this.scale));
  }

  predictMean(rows: Rows): Float64Array {
    return this.gp.predictMean(augment(rows, this.presence, this.scale));
  }

  outOfSample(): LearnerPrediction {
    return this.gp.outOfSample();
  }

  /** Relevance of the inputs as given (a presence column counts toward its input). */
  relevance(): number[] | null {
    const r = this.gp.relevance();
    if (!r) return null;
    const out = r.slice(0, this.inputs);
    this.presence.columns.forEach((k, j) => (out[k] = out[k]! + r[this.inputs + j]!));
    return out;
  }

  describe(): Record<string, unknown> {
    return { ...this.gp.describe(), presenceColumns: this.presence.columns.slice() };
  }
}

export function fitPresenceGaussianProcess(
  data: LearnerData,
  rng: Random,
  presence: PresenceColumns,
  options: GpOptions = {},
): PresenceGaussianProcess {
  const n = data.rows.length;
  const mean: number[] = [];
  const sd: number[] = [];
  presence.columns.forEach((k, j) => {
    let count = 0;
    for (const row of data.rows) if (row[k]! > presence.zeros[j]! + 1e-9) count++;
    const share = n > 0 ? count / n : 0.5;
    mean.push(share);
    sd.push(Math.sqrt(share * (1 - share)) || 1);
  });
  const scale = { mean, sd };
  const gp = fitGaussianProcess({ ...data, rows: augment(data.rows, presence, scale) }, rng, options);
  return new PresenceGaussianProcess(gp, presence, scale, data.rows[0]?.length ?? 0);
}
