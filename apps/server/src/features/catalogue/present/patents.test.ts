import { describe, expect, it } from 'vitest';
import {
  presentClaimRangeViews,
  presentClaims,
  presentClassifications,
  presentPatentDetail,
  presentPatentSummaries,
  type ClaimRangeRow,
  type PatentDetailRows,
  type PatentSummaryRow,
} from './patents.js';

/** The patent presenters on rows written by hand: no database, no app. */

const row = (id: number, overrides: Partial<PatentSummaryRow> = {}): PatentSummaryRow => ({
  id,
  external_id: `P${id}`,
  publication_number: `JP2020-00000${id}A`,
  country: 'JP',
  title: `ゴム組成物 ${id}`,
  abstract: null,
  application_date: '2019-04-01',
  publication_date: '2020-10-01',
  legal_status: 'granted',
  claim_count: 5,
  example_count: 3,
  is_demo: 0,
  ...overrides,
});

describe('presentPatentSummaries', () => {
  it('follows the order of the hits and leaves out hits whose row is gone', () => {
    const summaries = presentPatentSummaries(
      [
        { id: 2, score: 9 },
        { id: 7, score: 5 },
        { id: 1, score: 1 },
      ],
      [row(1), row(2, { is_demo: 1, legal_status: 'expired' })],
      new Map([[2, [{ name: 'ACME', company: { id: 'C1', name: 'アクメ' }, role: 'applicant' }]]]),
      [],
      [],
      new Map(),
    );
    expect(summaries.map((summary) => [summary.id, summary.score])).toEqual([
      ['P2', 9],
      ['P1', 1],
    ]);
    expect(summaries[0]).toMatchObject({
      legalStatus: 'expired',
      legalStatusLabel: '権利消滅',
      isDemo: true,
      applicants: [{ name: 'ACME', company: { id: 'C1', name: 'アクメ' } }],
      snippet: null,
    });
    expect(summaries[1]?.applicants).toEqual([]);
  });

  it('lists only IPC and theme codes, in their stored order', () => {
    const [summary] = presentPatentSummaries(
      [{ id: 1, score: 0 }],
      [row(1)],
      new Map(),
      [
        { patent_id: 1, scheme: 'ipc', code: 'C08L 9/00', ordinal: 1 },
        { patent_id: 1, scheme: 'fterm', code: '4J002AA01', ordinal: 0 },
        { patent_id: 1, scheme: 'ipc', code: 'B60C 1/00', ordinal: 0 },
        { patent_id: 1, scheme: 'theme', code: '4J002', ordinal: 2 },
        { patent_id: 2, scheme: 'ipc', code: 'A01B 1/00', ordinal: 0 },
      ],
      [],
      new Map(),
    );
    expect(summary?.ipc).toEqual(['B60C 1/00', 'C08L 9/00']);
    expect(summary?.themes).toEqual(['4J002']);
  });

  it('marks the query terms in the title', () => {
    const [summary] = presentPatentSummaries(
      [{ id: 1, score: 0 }],
      [row(1)],
      new Map(),
      [],
      ['ゴム'],
      new Map(),
    );
    expect(summary?.titleHighlights).toEqual([[0, 2]]);
  });
});

describe('presentClaims and presentClassifications', () => {
  it('reads the dependencies of a claim, and an unreadable list as none', () => {
    expect(
      presentClaims([
        { number: 1, text: 'A', depends_on: '[]', independent: 1 },
        { number: 2, text: 'B', depends_on: '[1, "x"]', independent: 0 },
        { number: 3, text: 'C', depends_on: 'not json', independent: 0 },
      ]),
    ).toEqual([
      { number: 1, text: 'A', dependsOn: [], independent: true },
      { number: 2, text: 'B', dependsOn: [1], independent: false },
      { number: 3, text: 'C', dependsOn: [], independent: false },
    ]);
  });

  it('gives IPC and themes their titles, null where the code list has none', () => {
    expect(
      presentClassifications(
        [
          { scheme: 'ipc', code: 'C08L 9/00' },
          { scheme: 'fi', code: 'C08L9/00' },
          { scheme: 'theme', code: '4J002' },
          { scheme: 'fterm', code: '4J002AA01' },
        ],
        [{ scheme: 'ipc', code: 'C08L 9/00', title: '共役ジエンゴムの組成物' }],
      ),
    ).toEqual({
      ipc: [{ code: 'C08L 9/00', title: '共役ジエンゴムの組成物' }],
      fi: ['C08L9/00'],
      themes: [{ code: '4J002', title: null }],
      fterms: ['4J002AA01'],
    });
  });
});

describe('presentClaimRangeViews', () => {
  it('links the material and finds the range in its claim', () => {
    const claim = 'ゴム成分100質量部に対し、シリカを10〜50質量部含むゴム組成物。';
    const range: ClaimRangeRow = {
      claim_number: 1,
      kind: 'ingredient',
      subject: 'シリカ',
      group_symbol: null,
      material_id: 4,
      property_def_id: null,
      min: 10,
      max: 50,
      min_inclusive: 1,
      max_inclusive: 1,
      unit: '質量部',
      basis: 'ゴム成分100質量部',
      original_text: null,
    };
    const [view] = presentClaimRangeViews(
      [range],
      new Map([[4, { id: 'M4', name: 'シリカ' }]]),
      new Map(),
      new Map([[1, claim]]),
    );
    expect(view).toMatchObject({
      claim: 1,
      material: { id: 'M4', name: 'シリカ' },
      property: null,
      minInclusive: true,
      maxInclusive: true,
    });
    expect(view?.span).not.toBeNull();
    const [start, end] = view!.span!;
    expect(claim.slice(start, end)).toContain('10〜50質量部');
  });
});

describe('presentPatentDetail', () => {
  const link = (id: number) => ({
    id,
    external_id: `pat-${id}`,
    publication_number: `特開2020-00000${id}`,
    title: `引用 ${id}`,
    application_date: null,
  });
  const rows: PatentDetailRows = {
    patent: {
      id: 1,
      external_id: 'pat-1',
      publication_number: '特開2020-000001',
      kind: 'A',
      country: 'JP',
      language: 'ja',
      title: 'ゴム組成物',
      abstract: null,
      description: null,
      application_number: null,
      application_date: '2019-04-01',
      publication_date: null,
      grant_number: null,
      grant_date: null,
      priority_date: null,
      legal_status: 'pending',
      is_demo: 0,
    },
    claims: [{ number: 1, text: 'シリカを10～30質量部含む', depends_on: '[]', independent: 1 }],
    applicants: [
      {
        patent_id: 1,
        name: '東邦化学',
        role: 'applicant',
        external_id: 'co-toho',
        company_name: '東邦化学工業',
      },
    ],
    inventors: [{ name: '山田 太郎' }],
    codes: [{ scheme: 'ipc', code: 'C08L' }],
    titles: [],
    citations: [
      { cited_number: '特開2020-000003', cited_id: 3 },
      { cited_number: 'US123', cited_id: null },
    ],
    citedLinks: [link(3)],
    citedByIds: [5, 4],
    citedByLinks: [link(4), link(5)],
    ranges: [],
    rangeLinks: { materials: [], properties: [] },
    exampleTable: { examples: [], components: [], values: [], defs: [] },
    usedMaterials: [{ external_id: 'mat-si', name: 'シリカ', category: 'filler', examples: '2' }],
    usedProducts: [{ external_id: 'prd-1', name: 'グレードA', maker_id: 'co-1', maker_name: 'アクメ' }],
    companies: [
      {
        external_id: 'co-toho',
        name: '東邦化学工業',
        products: [{ external_id: 'prd-9', name: 'トーホーレン' }],
        product_count: 7,
      },
    ],
  };

  it('links known citations, keeps the cited-by order, and counts as numbers', () => {
    const detail = presentPatentDetail(rows, []);
    expect(detail.citations).toEqual([
      {
        number: '特開2020-000003',
        patent: { id: 'pat-3', publicationNumber: '特開2020-000003', title: '引用 3', applicationDate: null },
      },
      { number: 'US123', patent: null },
    ]);
    expect(detail.citedBy.map((patent) => patent.id)).toEqual(['pat-5', 'pat-4']);
    expect(detail).toMatchObject({
      applicants: [{ name: '東邦化学', company: { id: 'co-toho', name: '東邦化学工業' }, role: 'applicant' }],
      inventors: ['山田 太郎'],
      ipc: [{ code: 'C08L', title: null }],
      legalStatusLabel: '審査中・未請求',
      examples: { total: 0, components: [], properties: [], rows: [] },
      materials: [{ id: 'mat-si', name: 'シリカ', category: 'filler', exampleCount: 2 }],
      companies: [{ id: 'co-toho', productCount: 7, products: [{ id: 'prd-9', name: 'トーホーレン' }] }],
      products: [{ id: 'prd-1', maker: { id: 'co-1', name: 'アクメ' } }],
      similar: [],
      isDemo: false,
    });
  });
});
