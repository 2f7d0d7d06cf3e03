import type { AxisOption, ExampleVisualization } from '@app/contract/visualization';

/** Test answers of `patents/visualization?mode=examples` (columnar points, as the server sends them). */

export const TENSILE: AxisOption = {
  axis: 'property:tensile-strength',
  name: '引張強度',
  unit: 'MPa',
  count: 1200,
  direction: 'higher',
};
export const ELONGATION: AxisOption = {
  axis: 'property:elongation-at-break',
  name: '破断伸び',
  unit: '%',
  count: 900,
  direction: 'higher',
};
export const FLEXURAL: AxisOption = {
  axis: 'property:flexural-modulus',
  name: '曲げ弾性率',
  unit: 'GPa',
  count: 1500,
  direction: 'higher',
};
export const TALC: AxisOption = {
  axis: 'ingredient:talc',
  name: 'タルク',
  unit: '質量部',
  count: 400,
  direction: null,
};

export type FixturePoint = {
  label: string;
  patent: number;
  comparative?: boolean;
  x: number;
  y: number;
  color?: number | null;
};

/** An answer with the given points over two patents (patent index 0 and 1). */
export function exampleVisualization(
  list: FixturePoint[],
  overrides: Partial<ExampleVisualization> = {},
): ExampleVisualization {
  return {
    mode: 'examples',
    sample: false,
    total: list.length,
    shown: list.length,
    x: TENSILE,
    y: ELONGATION,
    axisOptions: [FLEXURAL, TENSILE, ELONGATION, TALC],
    colorBy: 'patent',
    categories: [
      { id: 'p1', name: '特開2021-100001' },
      { id: 'p2', name: '特開2022-200002' },
    ],
    points: {
      exampleId: list.map((_, i) => `ex${i + 1}`),
      label: list.map((p) => p.label),
      patent: list.map((p) => p.patent),
      comparative: list.map((p) => p.comparative ?? false),
      x: list.map((p) => p.x),
      y: list.map((p) => p.y),
      color: list.map((p) => (p.color === undefined ? p.patent : p.color)),
    },
    patents: [
      {
        id: 'p1',
        publicationNumber: '特開2021-100001',
        title: 'ポリプロピレン樹脂組成物',
        applicant: '東和化成株式会社',
      },
      {
        id: 'p2',
        publicationNumber: '特開2022-200002',
        title: 'ポリアミド樹脂組成物',
        applicant: '北辰ポリマー株式会社',
      },
    ],
    pareto: [],
    elapsedMs: 12,
    ...overrides,
  };
}

/** Four examples: two per patent, one of them a 比較例; 実施例2 and 実施例3 on the Pareto front. */
export const FOUR_POINTS: FixturePoint[] = [
  { label: '実施例1', patent: 0, x: 30, y: 200 },
  { label: '実施例2', patent: 0, x: 45, y: 320 },
  { label: '実施例3', patent: 1, x: 60, y: 150 },
  { label: '比較例1', patent: 1, comparative: true, x: 20, y: 100 },
];
