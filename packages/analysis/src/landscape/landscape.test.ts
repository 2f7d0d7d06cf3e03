import { describe, expect, it } from 'vitest';
import { computeLandscape, characteristicTerms, type LandscapeDocument } from './landscape.js';
import { wordRuns, vocabularyMatcher } from './text-features.js';

/** Two themes of 30 documents each, with varied wording inside a theme. */
function twoThemes(): LandscapeDocument[] {
  const fillers = ['タルク', 'マイカ', 'ガラス繊維', '炭酸カルシウム', 'ワラストナイト'];
  const metals = ['銅', 'ニッケル', 'スズ', '亜鉛', 'クロム'];
  const documents: LandscapeDocument[] = [];
  for (let i = 0; i < 30; i += 1) {
    const filler = fillers[i % fillers.length]!;
    documents.push({
      id: i * 2 + 1,
      title: `ポリプロピレン樹脂組成物及び${filler}強化成形体`,
      body: `ポリプロピレンと${filler}を含有し、曲げ弾性率と衝撃強度に優れる自動車内装用成形体。プロピレン単独重合体のメルトフローレート。`,
    });
    const metal = metals[i % metals.length]!;
    documents.push({
      id: i * 2 + 2,
      title: `${metal}含有銅合金板材及び端子`,
      body: `${metal}を添加した銅合金の圧延板材で、導電率と引張強さに優れ、コネクタ端子に用いる。析出物と結晶粒径を制御する時効処理。`,
    });
  }
  return documents;
}

describe('computeLandscape', () => {
  it('separates two themes into clusters labelled with their characteristic words', async () => {
    const documents = twoThemes();
    const map = await computeLandscape(documents, { vocabulary: ['ポリプロピレン', 'タルク', '銅合金'] });
    expect(map.points).toHaveLength(60);
    const clusterOf = new Map(map.points.map((point) => [point.id, point.cluster]));
    const resinClusters = new Set(documents.filter((d) => d.id % 2 === 1).map((d) => clusterOf.get(d.id)));
    const metalClusters = new Set(documents.filter((d) => d.id % 2 === 0).map((d) => clusterOf.get(d.id)));
    // No cluster mixes the two themes.
    for (const cluster of resinClusters) expect(metalClusters.has(cluster)).toBe(false);

    // Same-theme pairs are on average much closer than cross-theme pairs.
    const at = new Map(map.points.map((point) => [point.id, point]));
    let same = 0;
    let sameCount = 0;
    let cross = 0;
    let crossCount = 0;
    for (const a of documents) {
      for (const b of documents) {
        if (a.id >= b.id) continue;
        const distance = Math.hypot(at.get(a.id)!.x - at.get(b.id)!.x, at.get(a.id)!.y - at.get(b.id)!.y);
        if (a.id % 2 === b.id % 2) {
          same += distance;
          sameCount += 1;
        } else {
          cross += distance;
          crossCount += 1;
        }
      }
    }
    expect(same / sameCount).toBeLessThan((cross / crossCount) * 0.6);

    const labelsOf = (clusters: Set<number | undefined>) =>
      [...clusters].flatMap((id) => map.clusters[id!]!.terms);
    expect(labelsOf(resinClusters).some((term) => /ポリプロピレン|タルク|成形体/.test(term))).toBe(true);
    expect(labelsOf(metalClusters).some((term) => /銅合金|端子|板材/.test(term))).toBe(true);
    for (const point of map.points) {
      expect(Math.abs(point.x)).toBeLessThanOrEqual(1 + 1e-9);
      expect(Math.abs(point.y)).toBeLessThanOrEqual(1 + 1e-9);
    }
    expect(map.clusters.reduce((sum, cluster) => sum + cluster.size, 0)).toBe(60);
  });

  it('gives the same map for the same data and seed', async () => {
    const first = await computeLandscape(twoThemes(), { seed: 5 });
    const second = await computeLandscape(twoThemes(), { seed: 5 });
    expect(second).toEqual(first);
  });

  it('handles no documents, one document and empty texts', async () => {
    expect(await computeLandscape([])).toEqual({ points: [], clusters: [] });
    const one = await computeLandscape([{ id: 7, title: '', body: '' }]);
    expect(one.points.map((point) => [point.id, point.cluster])).toEqual([[7, 0]]);
    expect(Number.isFinite(one.points[0]!.x) && Number.isFinite(one.points[0]!.y)).toBe(true);
  });
});

describe('label terms', () => {
  it('splits titles into script runs that are words', () => {
    expect(wordRuns('ポリプロピレン系樹脂組成物およびPP成形体').map((run) => run.word)).toEqual([
      'ポリプロピレン',
      '樹脂組成物',
      'PP',
      '成形体',
    ]);
  });

  it('finds vocabulary terms anywhere in a text', () => {
    const match = vocabularyMatcher(['タルク', 'ポリプロピレン', 'PP']);
    expect([...match('ポリプロピレンとタルクの組成物')].sort()).toEqual(['タルク', 'ポリプロピレン']);
  });

  it('scores terms by their lift in the cluster and skips nested terms', () => {
    const sets = [
      new Set(['ポリプロピレン', 'プロピレン', '成形体']),
      new Set(['ポリプロピレン', 'プロピレン', '成形体']),
      new Set(['銅合金', '成形体']),
      new Set(['銅合金', '成形体']),
    ];
    const terms = characteristicTerms(sets, [0, 0, 1, 1], 2, 3);
    expect(terms[0]).toEqual(['ポリプロピレン']);
    expect(terms[1]).toEqual(['銅合金']);
  });
});
