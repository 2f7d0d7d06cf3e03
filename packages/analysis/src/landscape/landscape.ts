import { clusterCount, sphericalKMeans } from './kmeans.js';
import { layoutPoints } from './layout.js';
import { projectRows, tfidfRows, type Pause } from './sparse.js';
import { normaliseForTerms, textFeatures, vocabularyMatcher, wordRuns } from './text-features.js';

/**
 * The patent landscape (docs/spec/analyses.md "Visualisation"): a 2-D map of documents by text similarity with
 * labelled clusters. TF-IDF over words and in-word bigrams → projection onto ~32 dominant directions
 * (truncated-SVD style) → spherical k-means (k ≈ √(n/10)) → MDS of the cluster centres and a local
 * placement of each document in its cluster's disc (layout.ts). Cluster labels are the words most
 * characteristic of a cluster against the whole collection, taken from the documents' title words and a
 * caller-supplied vocabulary (material and property names), so they read as real words, not fragments.
 *
 * Pure and deterministic: the same documents (in the same order) and seed give the same map. The
 * optional `pause` lets a server give its event loop a turn between chunks of work.
 */

export interface LandscapeDocument {
  id: number;
  /** Title: weighted twice in the embedding, and the source of label words. */
  title: string;
  /** Abstract, first claim…: embedding text; searched for vocabulary terms. */
  body: string;
}

export interface LandscapeOptions {
  seed?: number;
  dimensions?: number;
  maxClusters?: number;
  /** Candidate label terms besides title words (material names, property names…). */
  vocabulary?: readonly string[];
  termsPerCluster?: number;
  pause?: Pause;
}

export interface LandscapeCluster {
  id: number;
  terms: string[];
  x: number;
  y: number;
  size: number;
}

export interface Landscape {
  points: { id: number; x: number; y: number; cluster: number }[];
  clusters: LandscapeCluster[];
}

/**
 * Words too general to tell clusters apart however they are distributed (section headings of patent
 * abstracts and the vocabulary of every claim).
 */
const GENERIC = new Set([
  '課題',
  '解決手段',
  '選択図',
  '本発明',
  '提供',
  '目的',
  '含有',
  '以上',
  '以下',
  '質量部',
  '質量',
  '範囲',
  '請求項',
  '記載',
  '方法',
  '製造方法',
  '組成物',
  '樹脂組成物',
  '特徴',
  '発明',
  '場合',
  '使用',
  '用途',
]);

/** Distinct candidate label terms of one document. */
function candidateTerms(document: LandscapeDocument, matchVocabulary: (text: string) => Set<string>) {
  const title = normaliseForTerms(document.title);
  const terms = new Set<string>();
  for (const run of wordRuns(title)) {
    const word = run.script === 'latin' ? run.word.toUpperCase() : run.word;
    if (!GENERIC.has(word)) terms.add(word);
  }
  for (const term of matchVocabulary(`${title}\n${normaliseForTerms(document.body)}`)) {
    if (!GENERIC.has(term)) terms.add(term);
  }
  return terms;
}

/**
 * The `count` terms of each cluster with the highest p_c · log(p_c / p) (p_c: share of the cluster's
 * documents having the term, p: share overall), among terms in at least a tenth of the cluster (and two
 * documents). A term inside an already chosen one (プロピレン in ポリプロピレン) or around it is skipped.
 */
export function characteristicTerms(
  termSets: readonly Set<string>[],
  assignment: ArrayLike<number>,
  k: number,
  count: number,
): string[][] {
  const n = termSets.length;
  const overall = new Map<string, number>();
  const perCluster = Array.from({ length: k }, () => new Map<string, number>());
  const sizes = new Array<number>(k).fill(0);
  termSets.forEach((terms, i) => {
    const cluster = assignment[i]!;
    sizes[cluster]! += 1;
    for (const term of terms) {
      overall.set(term, (overall.get(term) ?? 0) + 1);
      perCluster[cluster]!.set(term, (perCluster[cluster]!.get(term) ?? 0) + 1);
    }
  });
  return perCluster.map((counts, cluster) => {
    const size = sizes[cluster]!;
    const minimum = Math.max(size >= 4 ? 2 : 1, Math.ceil(size * 0.1));
    const scored: { term: string; score: number }[] = [];
    for (const [term, inCluster] of counts) {
      if (inCluster < minimum) continue;
      const pc = inCluster / size;
      const p = overall.get(term)! / n;
      // A term no more frequent in the cluster than overall does not characterise it.
      if (k > 1 && pc <= p) continue;
      // With one cluster (p = p_c) the lift is zero for every term: fall back to frequency × rarity.
      const score = k > 1 ? pc * Math.log(pc / p) : pc * Math.log(1 + n / overall.get(term)!);
      scored.push({ term, score });
    }
    scored.sort((a, b) => b.score - a.score || b.term.length - a.term.length || (a.term < b.term ? -1 : 1));
    const chosen: string[] = [];
    for (const { term } of scored) {
      if (chosen.length >= count) break;
      if (chosen.some((other) => other.includes(term) || term.includes(other))) continue;
      chosen.push(term);
    }
    return chosen;
  });
}

export async function computeLandscape(
  documents: readonly LandscapeDocument[],
  options: LandscapeOptions = {},
): Promise<Landscape> {
  const seed = options.seed ?? 1;
  const pause = options.pause ?? (() => {});
  const n = documents.length;
  if (n === 0) return { points: [], clusters: [] };

  const features: Map<string, number>[] = [];
  for (const [i, document] of documents.entries()) {
    const title = normaliseForTerms(document.title);
    const map = textFeatures(title);
    textFeatures(title, map);
    textFeatures(normaliseForTerms(document.body), map);
    features.push(map);
    if (i % 2000 === 1999) await pause();
  }
  const matrix = await tfidfRows(features, pause);
  features.length = 0;
  await pause();
  const { vectors, dimensions } = await projectRows(matrix, options.dimensions ?? 32, seed, pause);
  const found = await sphericalKMeans(
    vectors,
    n,
    dimensions,
    clusterCount(n, options.maxClusters ?? 40),
    seed,
    { pause },
  );

  // Clusters left empty by k-means are dropped and the rest renumbered by first appearance (stable ids).
  const renumber = new Map<number, number>();
  const assignment = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const old = found.assignment[i]!;
    if (!renumber.has(old)) renumber.set(old, renumber.size);
    assignment[i] = renumber.get(old)!;
  }
  const k = renumber.size;
  const centres = new Float64Array(k * dimensions);
  for (const [old, next] of renumber) {
    centres.set(found.centres.subarray(old * dimensions, (old + 1) * dimensions), next * dimensions);
  }
  await pause();
  const { x, y } = await layoutPoints({ n, d: dimensions, vectors, k, assignment, centres }, pause);
  await pause();

  const matchVocabulary = vocabularyMatcher(options.vocabulary ?? []);
  const termSets: Set<string>[] = [];
  for (const [i, document] of documents.entries()) {
    termSets.push(candidateTerms(document, matchVocabulary));
    if (i % 2000 === 1999) await pause();
  }
  await pause();
  const terms = characteristicTerms(termSets, assignment, k, options.termsPerCluster ?? 3);

  const clusters: LandscapeCluster[] = Array.from({ length: k }, (_, id) => ({
    id,
    terms: terms[id]!,
    x: 0,
    y: 0,
    size: 0,
  }));
  const points = documents.map((document, i) => {
    const cluster = clusters[assignment[i]!]!;
    cluster.size += 1;
    cluster.x += x[i]!;
    cluster.y += y[i]!;
    return { id: document.id, x: x[i]!, y: y[i]!, cluster: assignment[i]! };
  });
  for (const cluster of clusters) {
    cluster.x /= cluster.size;
    cluster.y /= cluster.size;
  }
  return { points, clusters };
}
