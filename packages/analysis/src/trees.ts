/**
 * Regression trees and forests. `fitForest` builds either a random forest (bootstrap samples, best
 * split on a random subset of inputs) or extremely randomised trees (random thresholds). Out-of-bag
 * predictions serve as the out-of-sample predictions for interval calibration. The plain random
 * forest is the tree baseline of the model comparison.
 */
import type { Learner, LearnerData, LearnerPrediction, Rows } from './learner.js';
import type { Random } from './random.js';

export interface ForestOptions {
  trees?: number;
  /** Inputs tried per split: a count, or a fraction of the inputs (default 1 = all, like scikit-learn). */
  maxFeatures?: number;
  minLeaf?: number;
  maxDepth?: number;
  /** Random split thresholds (extra trees) instead of the best threshold. */
  randomThresholds?: boolean;
  /** Use the spread of the trees as the uncertainty scale (default: constant scale). */
  treeSpreadScale?: boolean;
  /**
   * Bootstrap whole groups of identical inputs (repeat measurements) rather than rows, so that the
   * out-of-bag predictions never see a twin of the predicted row (default false).
   */
  groupBootstrap?: boolean;
}

/**
 * Added to the trees' spread when it is the uncertainty scale (targets are standardised, so this is
 * 5 % of the target's standard deviation): where all trees agree, the interval must not collapse.
 */
const SPREAD_FLOOR = 0.05;

interface Tree {
  feature: Int32Array;
  threshold: Float64Array;
  left: Int32Array;
  right: Int32Array;
  value: Float64Array;
}

export function fitForest(data: LearnerData, rng: Random, options: ForestOptions = {}): Forest {
  const { trees = 200, minLeaf = 1, maxDepth = 40, randomThresholds = false } = options;
  const n = data.rows.length;
  const d = n > 0 ? data.rows[0]!.length : 0;
  const mf = options.maxFeatures ?? 1;
  const maxFeatures = Math.max(1, Math.min(d, mf <= 1 ? Math.round(mf * d) : Math.round(mf)));
  // Column-major copy for cache-friendly split search.
  const columns = Array.from({ length: d }, (_, k) => Float64Array.from(data.rows, (r) => r[k]!));
  const built: Tree[] = [];
  const oobSum = new Float64Array(n);
  const oobSq = new Float64Array(n);
  const oobCount = new Int32Array(n);
  const members = groupMembers(data.groups);
  for (let t = 0; t < trees; t++) {
    const counts = new Int32Array(n);
    const sample: number[] = [];
    if (options.groupBootstrap) {
      for (let g = 0; g < members.length; g++) {
        for (const j of members[rng.int(members.length)]!) {
          counts[j] = counts[j]! + 1;
          sample.push(j);
        }
      }
    } else {
      for (let i = 0; i < n; i++) {
        const j = rng.int(n);
        counts[j] = counts[j]! + 1;
        sample.push(j);
      }
    }
    const tree = buildTree(
      columns,
      data.y,
      sample,
      { maxFeatures, minLeaf, maxDepth, randomThresholds },
      rng,
    );
    built.push(tree);
    for (let i = 0; i < n; i++) {
      if (counts[i] === 0) {
        const v = predictTree(tree, data.rows[i]!);
        oobSum[i] = oobSum[i]! + v;
        oobSq[i] = oobSq[i]! + v * v;
        oobCount[i] = oobCount[i]! + 1;
      }
    }
  }
  return new Forest(built, data, oobSum, oobSq, oobCount, options);
}

function groupMembers(groups: Int32Array): number[][] {
  const byGroup = new Map<number, number[]>();
  groups.forEach((g, i) => {
    const list = byGroup.get(g);
    if (list) list.push(i);
    else byGroup.set(g, [i]);
  });
  return [...byGroup.values()];
}

function buildTree(
  columns: Float64Array[],
  y: Float64Array,
  sample: number[],
  opts: { maxFeatures: number; minLeaf: number; maxDepth: number; randomThresholds: boolean },
  rng: Random,
): Tree {
  const feature: number[] = [];
  const threshold: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  const value: number[] = [];
  const d = columns.length;
  const featureOrder = Array.from({ length: d }, (_, k) => k);

  // Best-split trees keep, per input, the node's rows sorted by that input (sorted once per tree and
  // partitioned stably at each split) instead of sorting at every node.
  const goesLeft = new Uint8Array(y.length);
  const grow = (idx: number[], depth: number, sorted: number[][] | null): number => {
    const node = value.length;
    let sum = 0;
    for (const i of idx) sum += y[i]!;
    const nodeMean = sum / idx.length;
    feature.push(-1);
    threshold.push(0);
    left.push(-1);
    right.push(-1);
    value.push(nodeMean);
    if (idx.length < 2 * opts.minLeaf || depth >= opts.maxDepth) return node;
    let pure = true;
    for (const i of idx) if (y[i] !== y[idx[0]!]) pure = false;
    if (pure) return node;

    rng.shuffle(featureOrder);
    let bestScore = -Infinity;
    let bestFeature = -1;
    let bestThreshold = 0;
    const base = (sum * sum) / idx.length;
    let tried = 0;
    for (let f = 0; f < d && (tried < opts.maxFeatures || bestFeature < 0); f++) {
      const col = columns[featureOrder[f]!]!;
      let lo = Infinity;
      let hi = -Infinity;
      for (const i of idx) {
        const v = col[i]!;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      if (!(hi > lo)) continue;
      tried++;
      if (opts.randomThresholds) {
        const thr = lo + (hi - lo) * rng.next();
        let sl = 0;
        let nl = 0;
        for (const i of idx) {
          if (col[i]! <= thr) {
            sl += y[i]!;
            nl++;
          }
        }
        const nr = idx.length - nl;
        if (nl < opts.minLeaf || nr < opts.minLeaf) continue;
        const score = (sl * sl) / nl + ((sum - sl) * (sum - sl)) / nr - base;
        if (score > bestScore) {
          bestScore = score;
          bestFeature = featureOrder[f]!;
          bestThreshold = thr;
        }
      } else {
        const order = sorted![featureOrder[f]!]!;
        let sl = 0;
        for (let s = 0; s < order.length - 1; s++) {
          sl += y[order[s]!]!;
          const nl = s + 1;
          const nr = order.length - nl;
          const v = col[order[s]!]!;
          const next = col[order[s + 1]!]!;
          if (v === next || nl < opts.minLeaf || nr < opts.minLeaf) continue;
          const score = (sl * sl) / nl + ((sum - sl) * (sum - sl)) / nr - base;
          if (score > bestScore) {
            bestScore = score;
            bestFeature = featureOrder[f]!;
            bestThreshold = 0.5 * (v + next);
          }
        }
      }
    }
    if (bestFeature < 0 || !(bestScore > 1e-12)) return node;
    const col = columns[bestFeature]!;
    const li: number[] = [];
    const ri: number[] = [];
    for (const i of idx) {
      const isLeft = col[i]! <= bestThreshold;
      goesLeft[i] = isLeft ? 1 : 0;
      (isLeft ? li : ri).push(i);
    }
    let sortedLeft: number[][] | null = null;
    let sortedRight: number[][] | null = null;
    if (sorted) {
      sortedLeft = [];
      sortedRight = [];
      for (const order of sorted) {
        const l: number[] = [];
        const r: number[] = [];
        for (const i of order) (goesLeft[i] === 1 ? l : r).push(i);
        sortedLeft.push(l);
        sortedRight.push(r);
      }
    }
    feature[node] = bestFeature;
    threshold[node] = bestThreshold;
    const l = grow(li, depth + 1, sortedLeft);
    const r = grow(ri, depth + 1, sortedRight);
    left[node] = l;
    right[node] = r;
    return node;
  };
  grow(
    sample,
    0,
    opts.randomThresholds ? null : columns.map((col) => sample.slice().sort((a, b) => col[a]! - col[b]!)),
  );
  return {
    feature: Int32Array.from(feature),
    threshold: Float64Array.from(threshold),
    left: Int32Array.from(left),
    right: Int32Array.from(right),
    value: Float64Array.from(value),
  };
}

function predictTree(tree: Tree, x: ArrayLike<number>): number {
  let node = 0;
  for (;;) {
    const f = tree.feature[node]!;
    if (f < 0) return tree.value[node]!;
    node = x[f]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
  }
}

class Forest implements Learner {
  readonly kind: string;
  constructor(
    private readonly trees: Tree[],
    private readonly data: LearnerData,
    private readonly oobSum: Float64Array,
    private readonly oobSq: Float64Array,
    private readonly oobCount: Int32Array,
    private readonly options: ForestOptions,
  ) {
    this.kind = options.randomThresholds ? 'extra-trees' : 'random-forest';
  }

  predict(rows: Rows): LearnerPrediction {
    const mean = new Float64Array(rows.length);
    const scale = new Float64Array(rows.length).fill(1);
    rows.forEach((x, r) => {
      let s = 0;
      let s2 = 0;
      for (const t of this.trees) {
        const v = predictTree(t, x);
        s += v;
        s2 += v * v;
      }
      const m = s / this.trees.length;
      mean[r] = m;
      if (this.options.treeSpreadScale)
        scale[r] = Math.sqrt(Math.max(s2 / this.trees.length - m * m, 0)) + SPREAD_FLOOR;
    });
    return { mean, scale };
  }

  outOfSample(): LearnerPrediction {
    const n = this.data.rows.length;
    const mean = new Float64Array(n);
    const scale = new Float64Array(n).fill(1);
    const missing: number[] = [];
    for (let i = 0; i < n; i++) {
      const c = this.oobCount[i]!;
      if (c === 0) {
        missing.push(i);
        continue;
      }
      const m = this.oobSum[i]! / c;
      mean[i] = m;
      if (this.options.treeSpreadScale)
        scale[i] = Math.sqrt(Math.max(this.oobSq[i]! / c - m * m, 0)) + SPREAD_FLOOR;
    }
    if (missing.length > 0) {
      const p = this.predict(missing.map((i) => this.data.rows[i]!));
      missing.forEach((i, j) => {
        mean[i] = p.mean[j]!;
        scale[i] = p.scale[j]!;
      });
    }
    return { mean, scale };
  }

  relevance(): null {
    return null;
  }

  describe(): Record<string, unknown> {
    return { trees: this.trees.length, ...this.options };
  }
}
