import { describe, expect, it } from 'vitest';
import { presentFacets } from './facets.js';

/** Facet labels on rows written by hand: no database. */

describe('presentFacets', () => {
  it('labels entity values by public id and name, codes with titles, the rest with Japanese labels', () => {
    const facets = presentFacets(
      'patents',
      {
        applicant: [
          { value: '3', count: 5 },
          { value: '99', count: 1 },
        ],
        ipc_subclass: [{ value: 'C08L', count: 4 }],
        ipc_group: [{ value: 'C08L23', count: 2 }],
        year: [{ value: '2020', count: 7 }],
        legal_status: [{ value: 'granted', count: 3 }],
      },
      {
        links: { applicant: [{ id: 3, external_id: 'co-toho', name: '東邦化学工業' }], material: [] },
        titles: {
          ipc: [{ code: 'C08L', title: '高分子化合物の組成物' }],
          ipcGroup: [{ code: 'C08L23/00', title: 'オレフィン重合体の組成物' }],
          theme: [],
        },
      },
    );
    // A company whose row is gone is left out rather than shown by row id.
    expect(facets.applicant).toEqual([{ value: 'co-toho', label: '東邦化学工業', count: 5 }]);
    expect(facets.ipc).toEqual([{ value: 'C08L', label: 'C08L 高分子化合物の組成物', count: 4 }]);
    expect(facets.ipcGroup).toEqual([
      { value: 'C08L23', label: 'C08L 23/00 オレフィン重合体の組成物', count: 2 },
    ]);
    expect(facets.year).toEqual([{ value: '2020', label: '2020年', count: 7 }]);
    expect(facets.legalStatus).toEqual([{ value: 'granted', label: '権利存続中', count: 3 }]);
    expect(facets.theme).toEqual([]);
    expect(Object.keys(facets)).toEqual([
      'applicant',
      'ipc',
      'ipcGroup',
      'theme',
      'year',
      'legalStatus',
      'material',
    ]);
  });
});
