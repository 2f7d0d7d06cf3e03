import { describe, expect, it } from 'vitest';
import { presentSimilarPatents, rankSimilarPatents, sharedMaterialIds } from './similar-patents.js';

/** Similar patents from hand-written features: no database. */

describe('similar patents', () => {
  const own = new Set(['ipc:C08L 9/00', 'theme:4J002', 'material:7']);
  const features = new Map([
    [11, new Set(['ipc:C08L 9/00', 'theme:4J002', 'material:7'])],
    [12, new Set(['ipc:C08L 9/00', 'ipc:B60C 1/00'])],
    [13, new Set(['ipc:A01B 1/00'])],
  ]);

  it('ranks by Jaccard similarity and leaves out patents sharing nothing', () => {
    const ranked = rankSimilarPatents(own, [13, 12, 11], features);
    expect(ranked.map((item) => [item.id, item.similarity])).toEqual([
      [11, 1],
      [12, 0.25],
    ]);
    expect(sharedMaterialIds(ranked)).toEqual([7]);
  });

  it('shows shared codes without their prefix and shared materials as links', () => {
    const ranked = rankSimilarPatents(own, [11, 12], features);
    const link = (id: number) => ({
      id: `P${id}`,
      publicationNumber: `JP${id}`,
      title: `特許${id}`,
      applicationDate: null,
    });
    const shown = presentSimilarPatents(
      ranked,
      new Map([[11, link(11)]]),
      new Map([[7, { id: 'M7', name: 'シリカ' }]]),
    );
    // Patent 12's link is missing (deleted since): it is left out.
    expect(shown).toEqual([
      {
        ...link(11),
        similarity: 1,
        sharedCodes: ['C08L 9/00', '4J002'],
        sharedMaterials: [{ id: 'M7', name: 'シリカ' }],
      },
    ]);
  });
});
