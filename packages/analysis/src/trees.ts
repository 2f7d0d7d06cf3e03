/**
 * Regression trees and forests. `fitForest` builds either a random forest (bootstrap samples, best
 * split on a random subset of inputs) or extremely randomised trees (random thresholds). Out-of-bag
 * predictions serve as the out-of-sample predictions for interval calibration. The plain random
 * forest is the tree baseline of the model comparison.
 *
 * The uncertainty scale of a row is constant (1), the spread of the trees (extra-trees), or — the
 * residual scale of the random forest in the stack (decision 0056) — its local out-of-bag error: per
 * tree, the mean absolute out-of-bag residual of the training rows in the row's leaf, averaged over
 * the trees (the row weights of a quantile regression forest, Meinshausen 2006, applied to the
 * residuals as in locally weighted split conformal prediction, Lei et al. 2018), half blended with
 * the overall mean. A training row's own scale comes only from trees it was out of bag for.
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
   * Use the forest's local out-of-bag error as the uncertainty scale: the mean absolute out-of-bag
   * residual of the training rows that share a leaf with the row, over the trees (the weights of a
   * quantile regression forest), blended with the overall mean (`LOCAL_RESIDUAL_BLEND`).
   */
  residualScale?: boolean;
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

/**
 * Share of the overall mean absolute out-of-bag residual in the residual scale: a leaf of a tree
 * grown to single rows holds one or two rows, so the local mean alone is the error of the nearest
 * few recipes and can be near zero where they happened to be predicted well. Half and half: with a
 * quarter, acrylate peak strain's mean 90 % width over fold seeds 1–3 was 1.27 against 0.96, with a
 * tenth 1.53, at the same coverage (decision 0056).
 */
const LOCAL_RESIDUAL_BLEND = 0.5;

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
  // With the residual scale, each tree's bootstrap counts are kept for the second pass.
  const inBag: Int32Array[] = [];
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
    if (options.residualScale) inBag.push(counts.slice());
    for (let i = 0; i < n; i++) {
      if (counts[i] === 0) {
        const v = predictTree(tree, data.rows[i]!);
        oobSum[i] = oobSum[i]! + v;
        oobSq[i] = oobSq[i]! + v * v;
        oobCount[i] = oobCount[i]! + 1;
      }
    }
  }
  const residual = options.residualScale ? leafResiduals(built, inBag, data, oobSum, oobCount) : null;
  return new Forest(built, data, oobSum, oobSq, oobCount, options, residual);
}

/**
 * The residual scale's parts: per tree and node, the mean absolute out-of-bag residual of the
 * in-bag rows in that leaf (weighted by their bootstrap counts); each training row's scale from the
 * trees it was out of bag for (so its own residual never enters its scale); the overall mean.
 */
interface LeafResiduals {
  leafMean: Float64Array[];
  overall: number;
  oobScale: Float64Array;
}

function leafResiduals(
  trees: readonly Tree[],
  inBag: readonly Int32Array[],
  data: LearnerData,
  oobSum: Float64Array,
  oobCount: Int32Array,
): LeafResiduals {
  const n = data.rows.length;
  const abs = new Float64Array(n);
  let total = 0;
  let counted = 0;
  for (let i = 0; i < n; i++) {
    if (oobCount[i]! === 0) continue;
    abs[i] = Math.abs(data.y[i]! - oobSum[i]! / oobCount[i]!);
    total += abs[i]!;
    counted++;
  }
  const overall = counted > 0 ? total / counted : 1;
  // A row never out of bag (rare) counts with the overall mean.
  for (let i = 0; i < n; i++) if (oobCount[i]! === 0) abs[i] = overall;
  const leaves = trees.map(() => new Int32Array(n));
  const leafMean = trees.map((tree, t) => {
    const sum = new Float64Array(tree.value.length);
    const weight = new Float64Array(tree.value.length);
    const counts = inBag[t]!;
    for (let i = 0; i < n; i++) {
      const leaf = leafOf(tree, data.rows[i]!);
      leaves[t]![i] = leaf;
      const c = counts[i]!;
      if (c === 0) continue;
      sum[leaf] = sum[leaf]! + c * abs[i]!;
      weight[leaf] = weight[leaf]! + c;
    }
    return sum.map((s, node) => (weight[node]! > 0 ? s / weight[node]! : overall));
  });
  const oobScale = new Float64Array(n);
  const oobTrees = new Int32Array(n);
  trees.forEach((_, t) => {
    for (let i = 0; i < n; i++) {
      if (inBag[t]![i]! !== 0) continue;
      oobScale[i] = oobScale[i]! + leafMean[t]![leaves[t]![i]!]!;
      oobTrees[i] = oobTrees[i]! + 1;
    }
  });
  for (let i = 0; i < n; i++) {
    const local = oobTrees[i]! > 0 ? oobScale[i]! / oobTrees[i]! : overall;
    oobScale[i] = blendedScale(local, overall);
  }
  return { leafMean, overall, oobScale };
}

function blendedScale(local: number, overall: number): number {
  const s = (1 - LOCAL_RESIDUAL_BLEND) * local + LOCAL_RESIDUAL_BLEND * overall;
  return s > 0 ? s : 1;
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

function leafOf(tree: Tree, x: ArrayLike<number>): number {
  let node = 0;
  for (;;) {
    const f = tree.feature[node]!;
    if (f < 0) return node;
    node = x[f]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
  }
}

function predictTree(tree: Tree, x: ArrayLike<number>): number {
  return tree.value[leafOf(tree, x)]!;
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
    private readonly residual: LeafResiduals | null = null,
  ) {
    this.kind = options.randomThresholds ? 'extra-trees' : 'random-forest';
  }

  predict(rows: Rows): LearnerPrediction {
    const mean = new Float64Array(rows.length);
    const scale = new Float64Array(rows.length).fill(1);
    rows.forEach((x, r) => {
      let s = 0;
      let s2 = 0;
      let local = 0;
      this.trees.forEach((t, k) => {
        const leaf = leafOf(t, x);
        const v = t.value[leaf]!;
        s += v;
        s2 += v * v;
        if (this.residual) local += this.residual.leafMean[k]![leaf]!;
      });
      const m = s / this.trees.length;
      mean[r] = m;
      if (this.residual) scale[r] = blendedScale(local / this.trees.length, this.residual.overall);
      else if (this.options.treeSpreadScale)
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
      if (this.residual) scale[i] = this.residual.oobScale[i]!;
      else if (this.options.treeSpreadScale)
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
