import { mixtureDensity, saturate, softMin } from '../math.js';
import type { Composition, Theme, ThemeSystem } from '../theme-types.js';
import {
  amount,
  baseShares,
  byKey,
  byProperty,
  condition,
  conditionVariable,
  ingredient,
  mix,
  partsFractions,
} from './common.js';

/**
 * Polypropylene compounds: PP (homo/block) + talc, glass fibre, elastomer, nucleating agent, maleated PP.
 * Amounts in 質量部 per 100 質量部 of PP. Directions follow practice: talc and glass fibre raise modulus and
 * HDT and lower impact strength and MFR; elastomer raises impact strength and lowers modulus; coupling
 * (maleated PP) makes glass fibre far more effective for strength; nucleating agents raise modulus and HDT.
 */

const BASE = ['ppHomo', 'ppBlock'] as const;
const ADDITIVES = ['talc', 'gf', 'elastomer', 'mapp', 'nucleator', 'antioxidant', 'lubricant'] as const;

function state(c: Composition) {
  const shares = baseShares(c, BASE);
  const { fraction } = partsFractions(c, BASE, ADDITIVES);
  const gfParts = amount(c, 'gf');
  const coupling = saturate(amount(c, 'mapp'), 0.05 * gfParts + 0.6);
  return {
    block: shares.ppBlock!,
    shares,
    wt: fraction('talc'),
    wg: fraction('gf'),
    we: fraction('elastomer'),
    coupling,
    nucleation: saturate(amount(c, 'nucleator'), 0.15),
    fraction,
  };
}

function flexuralModulus(c: Composition): number {
  const s = state(c);
  const e0 = mix(s.shares, { ppHomo: 1650, ppBlock: 1150 });
  return (
    e0 *
    (1 + 3.2 * s.wt + 11 * s.wg * (0.55 + 0.45 * s.coupling)) *
    Math.exp(-2.4 * s.we) *
    (1 + 0.15 * s.nucleation)
  );
}

function tensileStrength(c: Composition): number {
  const s = state(c);
  const t0 = mix(s.shares, { ppHomo: 36, ppBlock: 26 });
  return (
    t0 *
    (1 - 0.25 * s.wt + s.wg * (1.6 + 5.5 * s.coupling)) *
    Math.exp(-1.6 * s.we) *
    (1 + 0.06 * s.nucleation)
  );
}

function charpy(c: Composition): number {
  const s = state(c);
  const i0 = mix(s.shares, { ppHomo: 3.5, ppBlock: 9 });
  return (
    i0 *
    Math.exp(-2.0 * s.wt) *
    (1 + 1.5 * s.wg * (1 + s.coupling)) *
    (1 + 40 * s.we ** 1.5) *
    (1 - 0.08 * s.nucleation)
  );
}

function mfr(c: Composition): number {
  const s = state(c);
  const logBase = mix(s.shares, { ppHomo: Math.log(10), ppBlock: Math.log(30) });
  const temperature = condition(c, 'kneadTemp', 210);
  return Math.exp(logBase - 2.2 * s.wt - 4.0 * s.wg - 3.0 * s.we + 0.004 * (temperature - 210));
}

function hdt(c: Composition): number {
  const s = state(c);
  const h0 = mix(s.shares, { ppHomo: 108, ppBlock: 92 });
  const raw =
    h0 + 38 * (1 - Math.exp(-6 * s.wt)) + 52 * (1 - Math.exp(-9 * s.wg)) + 12 * s.nucleation - 55 * s.we;
  return softMin(raw, 163, 6);
}

function specificGravity(c: Composition): number {
  const s = state(c);
  return mixtureDensity([
    [1 - s.wt - s.wg - s.we, 0.9],
    [s.wt, 2.75],
    [s.wg, 2.55],
    [s.we, 0.87],
  ]);
}

const variables = byKey([
  ingredient('ppHomo', 'ホモポリプロピレン', ['mat-pp-homo'], 5),
  ingredient('ppBlock', 'ブロックポリプロピレン', ['mat-pp-block'], 5),
  ingredient('talc', 'タルク', ['mat-talc', 'mat-talc-fine'], 1),
  ingredient('gf', 'ガラス繊維', ['mat-gf-chopped', 'mat-gf-long'], 1),
  ingredient('elastomer', 'エチレン-α-オレフィン共重合体', ['mat-eor', 'mat-ebr', 'mat-epr', 'mat-sebs'], 1),
  ingredient('mapp', '酸変性ポリプロピレン', ['mat-mah-pp'], 0.1),
  ingredient(
    'nucleator',
    '造核剤',
    [
      'mat-nucleator-phosphate',
      'mat-nucleator-al-phosphate',
      'mat-nucleator-sorbitol',
      'mat-nucleator-dicarboxylate',
    ],
    0.01,
  ),
  ingredient('antioxidant', '酸化防止剤', ['mat-antioxidant-phenolic', 'mat-antioxidant-phosphite'], 0.01),
  ingredient('lubricant', '滑剤', ['mat-ca-stearate', 'mat-erucamide'], 0.01),
  conditionVariable('kneadTemp', '混練温度', '℃', 5),
]);

const properties = byProperty([
  { propertyId: 'prop-flexural-modulus', noise: 0.03, evaluate: flexuralModulus },
  { propertyId: 'prop-tensile-strength', noise: 0.03, evaluate: tensileStrength },
  { propertyId: 'prop-charpy-impact', noise: 0.06, evaluate: charpy },
  { propertyId: 'prop-mfr', noise: 0.05, evaluate: mfr },
  { propertyId: 'prop-hdt-045', noise: 0.015, evaluate: hdt },
  { propertyId: 'prop-specific-gravity', noise: 0.003, evaluate: specificGravity },
]);

const MINORS = [
  { key: 'antioxidant', amount: [0.05, 0.3] as const },
  { key: 'lubricant', amount: [0.05, 0.2] as const, use: 0.6 },
];
const KNEAD = {
  key: 'kneadTemp',
  range: [190, 240] as const,
  vary: 0.1,
  claim: 0.2,
  style: 'method' as const,
  phrase: '二軸押出機を用いて{range}で溶融混練する工程',
};
const COMMON = {
  themeId: 'polyolefin' as const,
  basis: 'parts' as const,
  percentVariant: 0.25,
  minors: MINORS,
  conditions: [KNEAD],
  article: '成形体',
  themes: ['4J002'],
  fterms: [
    '4J002BB121',
    '4J002BB151',
    '4J002BP021',
    '4J002DJ036',
    '4J002DJ046',
    '4J002DL006',
    '4J002FD016',
    '4J002FD206',
    '4J002GN00',
    '4J002GQ00',
    '4J002FA046',
  ],
  categoryId: 'cat-pp-compound',
};

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  if ((values.get('prop-flexural-modulus') ?? 0) >= 2500) out.push('高剛性');
  if ((values.get('prop-charpy-impact') ?? 0) >= 15) out.push('高衝撃');
  else if ((values.get('prop-charpy-impact') ?? 0) >= 7) out.push('耐衝撃');
  if ((values.get('prop-mfr') ?? 0) >= 25) out.push('高流動');
  if ((values.get('prop-specific-gravity') ?? 9) <= 1.0) out.push('低比重');
  if ((values.get('prop-hdt-045') ?? 0) >= 130) out.push('耐熱');
  if (amount(c, 'talc') >= 10) out.push('低そり');
  if (amount(c, 'gf') > 0) out.push('高強度');
  if (amount(c, 'nucleator') > 0) out.push('成形サイクル短縮');
  return out;
}

const systems: ThemeSystem[] = [
  {
    ...COMMON,
    id: 'pp-talc-elastomer',
    label: 'タルク・エラストマー含有ポリプロピレン',
    weight: 0.45,
    base: { keys: BASE, blend: 0.5, label: 'ポリプロピレン樹脂' },
    components: [
      { key: 'talc', group: '(B)', lo: [5, 15], hi: [30, 50], limits: [0, 80] },
      {
        key: 'elastomer',
        group: '(C)',
        claimLabel: 'エラストマー',
        lo: [3, 10],
        hi: [20, 40],
        limits: [0, 60],
      },
      { key: 'nucleator', group: '(D)', lo: [0.01, 0.1], hi: [0.3, 1], use: 0.3, limits: [0, 1.5] },
    ],
    measured: [
      ['prop-flexural-modulus', 1],
      ['prop-charpy-impact', 1],
      ['prop-mfr', 0.8],
      ['prop-tensile-strength', 0.6],
      ['prop-hdt-045', 0.6],
      ['prop-specific-gravity', 0.5],
    ],
    claimable: ['prop-flexural-modulus', 'prop-charpy-impact', 'prop-hdt-045'],
    noun: 'ポリプロピレン系樹脂組成物',
    titles: [
      '{noun}及びそれからなる成形体',
      '{noun}及び自動車内装部品',
      'タルク含有{noun}',
      '{noun}、その製造方法及び成形体',
      'プロピレン系樹脂組成物及び射出成形体',
    ],
    problems: [
      '剛性と耐衝撃性とのバランスに優れ、かつ成形外観が良好な成形体を与える',
      '低比重でありながら高い剛性と低温耐衝撃性とを両立した',
      '流動性に優れ、薄肉大型成形品の射出成形に適し、剛性と耐衝撃性に優れた',
      '耐傷付き性が改良され、剛性と耐衝撃性のバランスに優れた',
    ],
    applications: [
      '自動車内装部品',
      'インストルメントパネル',
      'ドアトリム',
      'バンパー',
      '家電筐体',
      '洗濯機部品',
      'エアコン部品',
    ],
    ipcMain: ['C08L23/10', 'C08L23/12'],
    ipcExtra: ['C08K3/34', 'C08L23/08', 'C08L23/16', 'C08K5/0083', 'B60R19/03', 'C08J5/00'],
    gradePrefixes: ['TP', 'TE', 'MT', 'HX'],
    features,
  },
  {
    ...COMMON,
    id: 'pp-gf',
    label: 'ガラス繊維強化ポリプロピレン',
    weight: 0.3,
    base: { keys: BASE, blend: 0.3, label: 'ポリプロピレン樹脂' },
    components: [
      { key: 'gf', group: '(B)', lo: [5, 20], hi: [40, 80], limits: [0, 120] },
      { key: 'mapp', group: '(C)', lo: [0.1, 1], hi: [3, 10], limits: [0, 15] },
      {
        key: 'elastomer',
        group: '(D)',
        claimLabel: 'エラストマー',
        lo: [1, 5],
        hi: [10, 20],
        use: 0.3,
        limits: [0, 30],
      },
    ],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-flexural-modulus', 1],
      ['prop-charpy-impact', 0.8],
      ['prop-hdt-045', 0.8],
      ['prop-specific-gravity', 0.5],
      ['prop-mfr', 0.4],
    ],
    claimable: ['prop-tensile-strength', 'prop-flexural-modulus', 'prop-hdt-045'],
    noun: '繊維強化ポリプロピレン系樹脂組成物',
    titles: [
      '{noun}及び成形体',
      'ガラス繊維強化ポリプロピレン樹脂組成物',
      '{noun}及びその製造方法',
      '長繊維強化ポリプロピレン樹脂組成物及び成形品',
    ],
    problems: [
      '高い機械的強度と耐熱性を有し、かつ成形品のそりが少ない',
      'ガラス繊維と樹脂との界面接着性に優れ、引張強さと耐衝撃性に優れた',
      '金属代替が可能な高強度・高剛性の',
    ],
    applications: [
      'フロントエンドモジュール',
      'ファンシュラウド',
      'バッテリートレイ',
      'ドアモジュール',
      '家電部品',
      'ポンプ部品',
    ],
    ipcMain: ['C08L23/10'],
    ipcExtra: ['C08K7/14', 'C08L51/06', 'C08J5/04', 'C08K5/00'],
    gradePrefixes: ['GP', 'GF', 'GH'],
    features,
  },
  {
    ...COMMON,
    id: 'pp-nucleated',
    label: '造核剤含有高結晶性ポリプロピレン',
    weight: 0.25,
    base: { keys: BASE, blend: 0.3, label: 'ポリプロピレン樹脂' },
    components: [
      { key: 'nucleator', group: '(B)', lo: [0.01, 0.05], hi: [0.3, 1], limits: [0, 1.5] },
      { key: 'talc', group: '(C)', lo: [0.5, 3], hi: [10, 20], use: 0.5, limits: [0, 30] },
      {
        key: 'elastomer',
        group: '(D)',
        claimLabel: 'エラストマー',
        lo: [2, 5],
        hi: [10, 20],
        use: 0.3,
        limits: [0, 30],
      },
    ],
    measured: [
      ['prop-flexural-modulus', 1],
      ['prop-hdt-045', 1],
      ['prop-charpy-impact', 0.7],
      ['prop-mfr', 0.5],
      ['prop-tensile-strength', 0.5],
      ['prop-specific-gravity', 0.3],
    ],
    claimable: ['prop-flexural-modulus', 'prop-hdt-045'],
    noun: 'ポリプロピレン樹脂組成物',
    titles: ['{noun}及びその成形体', '造核剤含有{noun}', '{noun}及び射出成形体', '結晶性{noun}'],
    problems: [
      '剛性及び耐熱性に優れ、成形サイクルの短縮が可能な',
      '結晶化速度が速く、高剛性かつ寸法安定性に優れた',
      '耐熱剛性に優れ、薄肉容器に適した',
    ],
    applications: ['食品容器', 'キャップ', '日用品', '家電部品', '医療用器具', '自動車部品'],
    ipcMain: ['C08L23/10', 'C08L23/12'],
    ipcExtra: ['C08K5/0083', 'C08K5/521', 'C08K3/34'],
    gradePrefixes: ['NX', 'HC', 'J'],
    features,
  },
];

export const POLYOLEFIN: Theme = {
  id: 'polyolefin',
  name: 'ポリオレフィン系複合材料',
  nameEn: 'polyolefin compounds',
  description: 'ポリプロピレンにタルク・ガラス繊維・エラストマー・造核剤を配合した複合材料。',
  variables,
  properties,
  systems,
  rawGrades: [
    {
      materialId: 'mat-pp-homo',
      categoryId: 'cat-pp',
      gradePrefixes: ['H', 'J', 'HP'],
      properties: [
        ['prop-mfr', 10, 0.6],
        ['prop-density', 0.905, 0.003],
        ['prop-flexural-modulus', 1650, 0.07],
        ['prop-tensile-strength', 36, 0.05],
        ['prop-hdt-045', 108, 0.04],
      ],
      applications: ['射出成形', 'フィルム', '繊維'],
      features: ['高剛性', '高結晶性'],
      weight: 3,
    },
    {
      materialId: 'mat-pp-block',
      categoryId: 'cat-pp',
      gradePrefixes: ['B', 'J', 'BC'],
      properties: [
        ['prop-mfr', 30, 0.5],
        ['prop-density', 0.9, 0.003],
        ['prop-flexural-modulus', 1150, 0.08],
        ['prop-charpy-impact', 9, 0.2],
      ],
      applications: ['自動車部品', '家電部品', 'コンテナ'],
      features: ['耐衝撃', '高流動'],
      weight: 3,
    },
    {
      materialId: 'mat-pp-random',
      categoryId: 'cat-pp',
      gradePrefixes: ['R', 'RF'],
      properties: [
        ['prop-mfr', 7, 0.5],
        ['prop-flexural-modulus', 900, 0.08],
        ['prop-total-light-transmittance', 85, 0.03],
      ],
      applications: ['容器', 'フィルム', '医療用器具'],
      features: ['透明'],
      weight: 1,
    },
    {
      materialId: 'mat-talc',
      categoryId: 'cat-inorganic-filler',
      gradePrefixes: ['MT', 'T'],
      properties: [
        ['prop-particle-size-d50', 5, 0.35],
        ['prop-density', 2.75, 0.01],
        ['prop-specific-surface-area', 10, 0.3],
      ],
      applications: ['ポリプロピレン強化用', 'フィルム用アンチブロッキング剤'],
      features: ['高白色度'],
      weight: 2,
    },
    {
      materialId: 'mat-talc-fine',
      categoryId: 'cat-inorganic-filler',
      gradePrefixes: ['FT', 'SG'],
      properties: [
        ['prop-particle-size-d50', 1.5, 0.3],
        ['prop-specific-surface-area', 18, 0.25],
      ],
      applications: ['ポリプロピレン強化用', '核剤用途'],
      features: ['微粒子', '高アスペクト比'],
      weight: 1,
    },
    {
      materialId: 'mat-eor',
      categoryId: 'cat-olefin-elastomer',
      gradePrefixes: ['EO', 'P'],
      properties: [
        ['prop-density', 0.87, 0.01],
        ['prop-mfr', 5, 0.6],
        ['prop-hardness-shore-a', 75, 0.08],
      ],
      applications: ['ポリプロピレン改質用', '耐衝撃性改良材'],
      features: ['低温耐衝撃性'],
      weight: 2,
    },
    {
      materialId: 'mat-ebr',
      categoryId: 'cat-olefin-elastomer',
      gradePrefixes: ['EB', 'A'],
      properties: [
        ['prop-density', 0.87, 0.01],
        ['prop-mfr', 3, 0.6],
        ['prop-hardness-shore-a', 70, 0.08],
      ],
      applications: ['ポリプロピレン改質用'],
      features: ['柔軟性'],
      weight: 1,
    },
    {
      materialId: 'mat-nucleator-phosphate',
      categoryId: 'cat-nucleating-agent',
      gradePrefixes: ['NA', 'N'],
      properties: [['prop-particle-size-d50', 3, 0.3]],
      applications: ['ポリプロピレン用造核剤'],
      features: ['高剛性化', '成形サイクル短縮'],
      weight: 1,
    },
    {
      materialId: 'mat-mah-pp',
      categoryId: 'cat-modifier',
      gradePrefixes: ['MA', 'U'],
      properties: [['prop-mfr', 60, 0.5]],
      applications: ['ガラス繊維強化PP用相溶化剤'],
      features: ['界面接着性向上'],
      weight: 1,
    },
  ],
  background: [
    'ポリプロピレンは、成形性、耐薬品性及びリサイクル性に優れ、かつ安価であることから、自動車部品、家電製品、容器等の幅広い分野で使用されている。',
    '近年、自動車の軽量化の要求から、金属部品やエンジニアリングプラスチック部品をポリプロピレン系材料で代替する検討が進められている。',
    'ポリプロピレンの剛性を高めるためにタルク等の無機充填材を配合すると、耐衝撃性が低下するという問題がある。',
    '耐衝撃性を改良するためにエラストマーを配合すると、剛性及び耐熱性が低下する傾向にあり、両者の両立は容易ではない。',
  ],
  brandSuffixes: ['レン', 'プレン', 'ポリ', 'ファイン'],
  procedure: [
    '表に示す各成分をタンブラーで予備混合した後、二軸押出機を用いて溶融混練し、ペレットを得た。得られたペレットを射出成形機(シリンダー温度220℃、金型温度40℃)により成形し、各種試験片を作製した。',
  ],
};
