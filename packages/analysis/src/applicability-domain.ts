/**
 * Applicability domain: how far an input row is from the training data, in the model's standardised
 * input space (every input divided by its training standard deviation).
 *
 * distance  = mean Euclidean distance to the k nearest distinct training compositions (k = 5);
 * threshold = 95th percentile of the same statistic for the training compositions themselves
 *             (each measured against the others);
 * score     = exp(−ln 2 · (distance / threshold)²), so 1 on a training point, 0.5 at the threshold,
 *             → 0 far away; `inside` ⇔ distance ≤ threshold (score ≥ 0.5).
 */
import { duplicateGroups } from './groups.js';
import type { Model } from './model.js';
import { quantile } from './stats.js';

export interface NearestExample {
  /** Row index in the model's training data (the first row of a repeated composition). */
  index: number;
  /** Distance in standardised input units. */
  distance: number;
}

export interface DomainAssessment {
  /** 0–1; 1 on a training point, 0.5 at the edge of the domain. */
  score: number;
  inside: boolean;
  distance: number;
  threshold: number;
  nearest: NearestExample[];
}

export interface DomainOptions {
  /** Neighbours averaged (default 5). */
  k?: number;
  /** Training quantile of the neighbour distance that bounds the domain (default 0.95). */
  quantile?: number;
  /** Nearest examples returned per row (default 3). */
  nearest?: number;
}

export class DomainIndex {
  private readonly points: Float64Array[];
  private readonly rowOfPoint: number[];
  readonly k: number;
  readonly threshold: number;

  constructor(
    private readonly model: Model,
    options: DomainOptions = {},
  ) {
    const groups = duplicateGroups(model.trainingX);
    const seen = new Set<number>();
    this.points = [];
    this.rowOfPoint = [];
    model.trainingX.forEach((row, i) => {
      if (seen.has(groups[i]!)) return;
      seen.add(groups[i]!);
      this.points.push(model.standardiser.transform(row));
      this.rowOfPoint.push(i);
    });
    this.k = Math.max(1, Math.min(options.k ?? 5, this.points.length - 1));
    const own = this.points.map((p, i) => this.neighbours(p, this.k, i).mean);
    const t = quantile(own, options.quantile ?? 0.95);
    this.threshold = t > 0 ? t : 1e-9;
  }

  private neighbours(z: Float64Array, count: number, skip = -1): { mean: number; list: NearestExample[] } {
    // Keep the `count` smallest squared distances with an insertion list (count is small).
    const bestD: number[] = [];
    const bestI: number[] = [];
    for (let i = 0; i < this.points.length; i++) {
      if (i === skip) continue;
      const p = this.points[i]!;
      let s = 0;
      for (let k = 0; k < z.length; k++) {
        const t = z[k]! - p[k]!;
        s += t * t;
      }
      if (bestD.length < count || s < bestD[bestD.length - 1]!) {
        let pos = bestD.length;
        while (pos > 0 && bestD[pos - 1]! > s) pos--;
        bestD.splice(pos, 0, s);
        bestI.splice(pos, 0, i);
        if (bestD.length > count) {
          bestD.pop();
          bestI.pop();
        }
      }
    }
    const dist = bestD.map(Math.sqrt);
    return {
      mean: dist.reduce((a, b) => a + b, 0) / Math.max(1, dist.length),
      list: dist.map((distance, j) => ({ index: this.rowOfPoint[bestI[j]!]!, distance })),
    };
  }

  assess(row: readonly number[], nearest = 3): DomainAssessment {
    const z = this.model.standardiser.transform(row);
    const nb = this.neighbours(z, Math.max(this.k, nearest));
    const distance =
      nb.list.slice(0, this.k).reduce((a, b) => a + b.distance, 0) /
      Math.max(1, Math.min(this.k, nb.list.length));
    const r = distance / this.threshold;
    return {
      score: Math.exp(-Math.LN2 * r * r),
      inside: distance <= this.threshold,
      distance,
      threshold: this.threshold,
      nearest: nb.list.slice(0, nearest),
    };
  }
}

const cache = new WeakMap<Model, Map<string, DomainIndex>>();

/** The (cached) domain index of a model. */
export function domainIndex(model: Model, options: DomainOptions = {}): DomainIndex {
  const key = `${options.k ?? 5}|${options.quantile ?? 0.95}`;
  let perModel = cache.get(model);
  if (!perModel) {
    perModel = new Map();
    cache.set(model, perModel);
  }
  let index = perModel.get(key);
  if (!index) {
    index = new DomainIndex(model, options);
    perModel.set(key, index);
  }
  return index;
}

/** Applicability-domain assessment of each row (inputs in the model's input order and units). */
export function applicabilityDomain(
  model: Model,
  rows: readonly (readonly number[])[],
  options: DomainOptions = {},
): DomainAssessment[] {
  const index = domainIndex(model, options);
  return rows.map((r) => index.assess(r, options.nearest ?? 3));
}
