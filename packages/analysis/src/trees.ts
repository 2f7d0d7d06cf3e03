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
  const ranks = randomThresholds ? [] : columnRanks(columns);
  // A bootstrap sample holds at most n rows, or n groups' rows with the group bootstrap.
  const largestGroup = Math.max(0, ...members.map((m) => m.length));
  const scratch = forestScratch(ranks, n, options.groupBootstrap ? members.length * largestGroup : n, d);
  const counts = new Int32Array(n);
  for (let t = 0; t < trees; t++) {
    counts.fill(0);
    const sample = scratch.sample;
    let drawn = 0;
    if (options.groupBootstrap) {
      for (let g = 0; g < members.length; g++) {
        for (const j of members[rng.int(members.length)]!) {
          counts[j] = counts[j]! + 1;
          sample[drawn++] = j;
        }
      }
    } else {
      for (let i = 0; i < n; i++) {
        const j = rng.int(n);
        counts[j] = counts[j]! + 1;
        sample[drawn++] = j;
      }
    }
    const tree = buildTree(
      columns,
      ranks,
      data.y,
      drawn,
      { maxFeatures, minLeaf, maxDepth, randomThresholds },
      rng,
      scratch,
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

/** Dense rank of every row's value in each column (equal values share a rank), and the rank count. */
function columnRanks(columns: readonly Float64Array[]): { rank: Int32Array; count: number }[] {
  return columns.map((col) => {
    const order = Array.from(col, (_, i) => i).sort((a, b) => col[a]! - col[b]!);
    const rank = new Int32Array(col.length);
    let r = -1;
    order.forEach((i, j) => {
      if (j === 0 || col[i] !== col[order[j - 1]!]) r++;
      rank[i] = r;
    });
    return { rank, count: r + 1 };
  });
}

/**
 * The first `size` rows of `sample` ordered by a column, written into `out`: a counting sort on its
 * ranks, stable (ties keep the draw order). `start` is a buffer of at least `ranks.count + 1`.
 */
function sortRowsByRank(
  sample: Int32Array,
  size: number,
  ranks: { rank: Int32Array; count: number },
  start: Int32Array,
  out: Int32Array,
): void {
  start.fill(0, 0, ranks.count + 1);
  for (let s = 0; s < size; s++) start[ranks.rank[sample[s]!]! + 1]!++;
  for (let r = 0; r < ranks.count; r++) start[r + 1] = start[r + 1]! + start[r]!;
  for (let s = 0; s < size; s++) {
    const i = sample[s]!;
    out[start[ranks.rank[i]!]!++] = i;
  }
}

/**
 * Buffers reused by every tree of a forest (a 54-row fit grows about 9,000 trees with its inner
 * cross-validation; allocating these per tree kept the garbage collector busy): the bootstrap
 * sample, its copy in draw order and one copy sorted per input (partitioned in place node by node),
 * the node arrays (a tree on m rows has fewer than 2m nodes) and the partition's spare.
 */
interface ForestScratch {
  sample: Int32Array;
  drawOrder: Int32Array;
  sorted: Int32Array[];
  rankStart: Int32Array;
  goesLeft: Uint8Array;
  spare: Int32Array;
  featureOrder: number[];
  feature: Int32Array;
  threshold: Float64Array;
  left: Int32Array;
  right: Int32Array;
  value: Float64Array;
}

function forestScratch(
  ranks: readonly { rank: Int32Array; count: number }[],
  rows: number,
  maxSample: number,
  d: number,
): ForestScratch {
  const nodes = Math.max(1, 2 * maxSample);
  return {
    sample: new Int32Array(maxSample),
    drawOrder: new Int32Array(maxSample),
    sorted: ranks.map(() => new Int32Array(maxSample)),
    rankStart: new Int32Array(Math.max(0, ...ranks.map((r) => r.count)) + 1),
    goesLeft: new Uint8Array(rows),
    spare: new Int32Array(maxSample),
    featureOrder: Array.from({ length: d }, (_, k) => k),
    feature: new Int32Array(nodes),
    threshold: new Float64Array(nodes),
    left: new Int32Array(nodes),
    right: new Int32Array(nodes),
    value: new Float64Array(nodes),
  };
}

/**
 * One tree on the bootstrap sample `scratch.sample[0, size)`. Every node is a segment [start, end) of
 * the sample in draw order and — for best-split trees — of one array per input holding the same rows sorted by
 * that input (sorted once per tree by a counting sort on precomputed ranks). A split partitions every
 * array's segment stably in place, so no node allocates and sums run in the same order as before.
 */
function buildTree(
  columns: Float64Array[],
  ranks: readonly { rank: Int32Array; count: number }[],
  y: Float64Array,
  sampleSize: number,
  opts: { maxFeatures: number; minLeaf: number; maxDepth: number; randomThresholds: boolean },
  rng: Random,
  scratch: ForestScratch,
): Tree {
  const { feature, threshold, left, right, value, goesLeft, spare, drawOrder } = scratch;
  let nodes = 0;
  const d = columns.length;
  // Every tree's shuffles start from the inputs in order.
  const featureOrder = scratch.featureOrder;
  for (let k = 0; k < d; k++) featureOrder[k] = k;
  drawOrder.set(scratch.sample.subarray(0, sampleSize));
  const sorted = opts.randomThresholds ? [] : scratch.sorted;
  ranks.forEach((r, k) =>
    sortRowsByRank(scratch.sample, sampleSize, r, scratch.rankStart, scratch.sorted[k]!),
  );
  /** Stable in-place partition of a[start, end): rows going left first; returns their count. */
  const partition = (a: Int32Array, start: number, end: number): number => {
    let l = start;
    let r = 0;
    for (let s = start; s < end; s++) {
      const i = a[s]!;
      if (goesLeft[i] === 1) a[l++] = i;
      else spare[r++] = i;
    }
    a.set(spare.subarray(0, r), l);
    return l - start;
  };
  const grow = (start: number, end: number, depth: number): number => {
    const node = nodes++;
    const size = end - start;
    let sum = 0;
    for (let s = start; s < end; s++) sum += y[drawOrder[s]!]!;
    const nodeMean = sum / size;
    feature[node] = -1;
    threshold[node] = 0;
    left[node] = -1;
    right[node] = -1;
    value[node] = nodeMean;
    if (size < 2 * opts.minLeaf || depth >= opts.maxDepth) return node;
    let pure = true;
    const first = y[drawOrder[start]!];
    for (let s = start; s < end; s++) if (y[drawOrder[s]!] !== first) pure = false;
    if (pure) return node;

    rng.shuffle(featureOrder);
    let bestScore = -Infinity;
    let bestFeature = -1;
    let bestThreshold = 0;
    const base = (sum * sum) / size;
    let tried = 0;
    for (let f = 0; f < d && (tried < opts.maxFeatures || bestFeature < 0); f++) {
      const col = columns[featureOrder[f]!]!;
      const order = sorted[featureOrder[f]!];
      let lo = Infinity;
      let hi = -Infinity;
      if (order) {
        // Sorted: the ends of the segment are the extremes.
        lo = col[order[start]!]!;
        hi = col[order[end - 1]!]!;
      } else {
        for (let s = start; s < end; s++) {
          const v = col[drawOrder[s]!]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
      }
      if (!(hi > lo)) continue;
      tried++;
      if (!order) {
        const thr = lo + (hi - lo) * rng.next();
        let sl = 0;
        let nl = 0;
        for (let s = start; s < end; s++) {
          const i = drawOrder[s]!;
          if (col[i]! <= thr) {
            sl += y[i]!;
            nl++;
          }
        }
        const nr = size - nl;
        if (nl < opts.minLeaf || nr < opts.minLeaf) continue;
        const score = (sl * sl) / nl + ((sum - sl) * (sum - sl)) / nr - base;
        if (score > bestScore) {
          bestScore = score;
          bestFeature = featureOrder[f]!;
          bestThreshold = thr;
        }
      } else {
        let sl = 0;
        for (let s = start; s < end - 1; s++) {
          sl += y[order[s]!]!;
          const nl = s - start + 1;
          const nr = size - nl;
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
    for (let s = start; s < end; s++) {
      const i = drawOrder[s]!;
      goesLeft[i] = col[i]! <= bestThreshold ? 1 : 0;
    }
    const nl = partition(drawOrder, start, end);
    for (const order of sorted) partition(order, start, end);
    feature[node] = bestFeature;
    threshold[node] = bestThreshold;
    const l = grow(start, start + nl, depth + 1);
    const r = grow(start + nl, end, depth + 1);
    left[node] = l;
    right[node] = r;
    return node;
  };
  grow(0, sampleSize, 0);
  return {
    feature: feature.slice(0, nodes),
    threshold: threshold.slice(0, nodes),
    left: left.slice(0, nodes),
    right: right.slice(0, nodes),
    value: value.slice(0, nodes),
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
