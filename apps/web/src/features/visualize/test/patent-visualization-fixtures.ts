import type { LandscapePoint, PatentVisualization } from '@app/contract/visualization';

/**
 * A small answer of GET patents/visualization (mode=patents): 12 patents in two clusters over 2018–2021,
 * three applicants. Aggregates as the server would count them over the same points.
 */
export function point(overrides: Partial<LandscapePoint> & Pick<LandscapePoint, 'id'>): LandscapePoint {
  return {
    publicationNumber: `JP2020-${overrides.id}A`,
    title: `特許 ${overrides.id}`,
    x: 0,
    y: 0,
    cluster: 0,
    year: 2020,
    applicantId: 'co-a',
    applicant: 'A化学株式会社',
    ipcs: ['C08L'],
    themes: ['4J002'],
    value: null,
    ...overrides,
  };
}

const A = { applicantId: 'co-a', applicant: 'A化学株式会社' };
const B = { applicantId: 'co-b', applicant: 'B樹脂工業株式会社' };
const C = { applicantId: 'co-c', applicant: 'Cポリマー株式会社' };

export const POINTS: LandscapePoint[] = [
  point({
    id: 'p1',
    title: 'タルク充填ポリプロピレン組成物',
    x: 1,
    y: 1,
    cluster: 0,
    year: 2018,
    ...A,
    value: 2.1,
  }),
  point({
    id: 'p2',
    title: '高剛性ポリプロピレン樹脂組成物',
    x: 1.2,
    y: 0.8,
    cluster: 0,
    year: 2019,
    ...A,
    value: 2.6,
  }),
  point({
    id: 'p3',
    title: 'タルクを含む自動車内装材',
    x: 0.9,
    y: 1.1,
    cluster: 0,
    year: 2019,
    ...B,
    value: 1.8,
  }),
  point({
    id: 'p4',
    title: '曲げ弾性率に優れた成形体',
    x: 1.1,
    y: 1.3,
    cluster: 0,
    year: 2020,
    ...A,
    value: 3.0,
  }),
  point({ id: 'p5', title: 'ポリプロピレン系複合材料', x: 0.8, y: 0.9, cluster: 0, year: 2021, ...C }),
  point({
    id: 'p6',
    title: 'ガラス繊維強化ポリアミド',
    x: 5,
    y: 5,
    cluster: 1,
    year: 2018,
    ...B,
    ipcs: ['C08L', 'C08K'],
    themes: ['4J002', '4F071'],
  }),
  point({
    id: 'p7',
    title: 'ポリアミド樹脂組成物',
    x: 5.2,
    y: 4.9,
    cluster: 1,
    year: 2019,
    ...B,
    ipcs: ['C08L', 'C08K'],
  }),
  point({
    id: 'p8',
    title: '耐熱ポリアミド成形品',
    x: 4.8,
    y: 5.1,
    cluster: 1,
    year: 2020,
    ...C,
    ipcs: ['C08K'],
  }),
  point({
    id: 'p9',
    title: '難燃性ポリアミド',
    x: 5.1,
    y: 5.3,
    cluster: 1,
    year: 2020,
    ...B,
    ipcs: ['C08G'],
    themes: ['4J001'],
  }),
  point({ id: 'p10', title: 'ポリアミド繊維', x: 4.9, y: 4.7, cluster: 1, year: 2021, ...A, ipcs: ['C08L'] }),
  point({
    id: 'p11',
    title: '摺動性ポリアミド',
    x: 5.3,
    y: 5.2,
    cluster: 1,
    year: 2021,
    ...B,
    ipcs: ['C08L'],
  }),
  point({
    id: 'p12',
    title: '未配置の特許',
    x: 3,
    y: 3,
    cluster: null,
    year: null,
    ...C,
    ipcs: [],
    themes: [],
  }),
];

export const CLUSTERS: PatentVisualization['clusters'] = [
  {
    id: 0,
    label: 'タルク・曲げ弾性率・ポリプロピレン',
    terms: ['タルク', '曲げ弾性率', 'ポリプロピレン'],
    x: 1,
    y: 1,
    size: 5,
  },
  {
    id: 1,
    label: 'ポリアミド・ガラス繊維・耐熱',
    terms: ['ポリアミド', 'ガラス繊維', '耐熱'],
    x: 5,
    y: 5,
    size: 6,
  },
];

export function visualization(overrides: Partial<PatentVisualization> = {}): PatentVisualization {
  const applicants = [
    { id: 'co-b', name: 'B樹脂工業株式会社', count: 6, byYear: [] },
    { id: 'co-a', name: 'A化学株式会社', count: 4, byYear: [] },
    { id: 'co-c', name: 'Cポリマー株式会社', count: 3, byYear: [] },
  ];
  const rows = applicants.map(({ id, name }) => ({ id, name }));
  return {
    mode: 'patents',
    sample: false,
    total: POINTS.length,
    shown: POINTS.length,
    points: POINTS,
    clusters: CLUSTERS,
    trends: [
      { year: 2018, count: 2 },
      { year: 2019, count: 3 },
      { year: 2020, count: 3 },
      { year: 2021, count: 3 },
    ],
    applicants,
    applicantYear: { rows, columns: [], counts: [] },
    applicantIpc: {
      rows,
      columns: [
        { code: 'C08L', title: '高分子化合物の組成物' },
        { code: 'C08K', title: '無機または非高分子有機物質の添加剤' },
      ],
      counts: [],
    },
    applicantTheme: { rows, columns: [], counts: [] },
    colorProperty: null,
    layoutComputedAt: '2026-11-01T00:00:00.000Z',
    elapsedMs: 12,
    ...overrides,
  };
}
