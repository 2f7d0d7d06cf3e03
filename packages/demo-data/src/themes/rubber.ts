import { saturate, squash } from '../math.js';
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
} from './common.js';

/**
 * Rubber compounds: EPDM, NBR, SBR/BR + carbon black + oil/plasticiser + sulfur (with accelerator) or
 * peroxide, vulcanised at a temperature for a time. Amounts in phr (質量部 per 100 質量部 of rubber).
 * Carbon black raises hardness and (up to an optimum) tensile strength and lowers elongation; oil does the
 * opposite; crosslink density raises hardness and modulus and lowers elongation and compression set.
 */

const BASE = ['epdm', 'nbr', 'sbr', 'br'] as const;

function state(c: Composition) {
  const shares = baseShares(c, BASE);
  const cb = amount(c, 'cb');
  const oil = amount(c, 'oil');
  const temperature = condition(c, 'vulcTemp', 160);
  const time = condition(c, 'vulcTime', 20);
  const t90 = 8 * Math.exp(5000 * (1 / (temperature + 273.15) - 1 / 433.15));
  const cured = 1 - Math.exp(-time / t90);
  const activation = 0.6 + 0.4 * saturate(amount(c, 'zno'), 1.5);
  const sulfurLinks =
    0.86 * amount(c, 'sulfur') * (0.4 + 0.6 * saturate(amount(c, 'accelerator'), 0.8)) * activation * cured;
  const peroxideLinks = 0.35 * amount(c, 'peroxide') * cured;
  return { shares, cb, oil, sulfurLinks, peroxideLinks, xl: sulfurLinks + peroxideLinks };
}

function hardness(c: Composition): number {
  const s = state(c);
  const h0 = mix(s.shares, { epdm: 48, nbr: 45, sbr: 46, br: 44 });
  return squash(h0 + 0.55 * s.cb - 0.45 * s.oil + 9 * (s.xl - 1), 20, 98);
}

function tensile(c: Composition): number {
  const s = state(c);
  const gum = mix(s.shares, { epdm: 2.5, nbr: 4, sbr: 2, br: 1.5 });
  const reinforcement = mix(s.shares, { epdm: 0.55, nbr: 0.75, sbr: 0.9, br: 0.7 });
  const x = s.cb / (1 + s.oil / 60);
  return (
    (gum + reinforcement * x * Math.exp(-x / 70)) *
    (1 - 0.12 * (s.xl - 1.1) ** 2) *
    (0.4 + 0.6 * saturate(s.xl, 0.3))
  );
}

function elongation(c: Composition): number {
  const s = state(c);
  const e0 = mix(s.shares, { epdm: 600, nbr: 550, sbr: 600, br: 500 });
  return (e0 * Math.exp(-s.cb / 170) * (1 + (0.25 * s.oil) / 60)) / (0.5 + 0.5 * s.xl);
}

function compressionSet(c: Composition): number {
  const s = state(c);
  return 5 + 28 * Math.exp(-1.1 * s.sulfurLinks - 1.8 * s.peroxideLinks) + 0.06 * s.cb + 0.08 * s.oil;
}

function modulus100(c: Composition): number {
  const s = state(c);
  return Math.max(0.3, (0.6 + 0.045 * s.cb - 0.012 * s.oil) * (0.4 + 0.6 * s.xl));
}

const variables = byKey([
  ingredient('epdm', 'EPDM', ['mat-epdm'], 5),
  ingredient('nbr', 'NBR', ['mat-nbr', 'mat-hnbr'], 5),
  ingredient('sbr', 'SBR', ['mat-sbr', 'mat-sbr-solution'], 5),
  ingredient('br', 'BR', ['mat-br'], 5),
  ingredient(
    'cb',
    'カーボンブラック',
    ['mat-cb-n550', 'mat-cb-n330', 'mat-cb-n660', 'mat-cb-n220', 'mat-cb-n774'],
    5,
  ),
  ingredient(
    'oil',
    'オイル',
    [
      'mat-oil-paraffinic',
      'mat-oil-naphthenic',
      'mat-oil-aromatic',
      'mat-dehp',
      'mat-doa',
      'mat-polyester-plasticiser',
    ],
    1,
  ),
  ingredient('sulfur', '硫黄', ['mat-sulfur', 'mat-sulfur-insoluble'], 0.1),
  ingredient('peroxide', '有機過酸化物', ['mat-dcp', 'mat-dtbph'], 0.1),
  ingredient('accelerator', '加硫促進剤', ['mat-cbs', 'mat-tbbs', 'mat-mbts', 'mat-tmtd', 'mat-zdbc'], 0.1),
  ingredient('zno', '酸化亜鉛', ['mat-zno'], 0.5),
  ingredient('stearic', 'ステアリン酸', ['mat-stearic-acid'], 0.5),
  ingredient('antioxidant', '老化防止剤', ['mat-tmq', 'mat-ppd-6'], 0.5),
  conditionVariable('vulcTemp', '加硫温度', '℃', 5),
  conditionVariable('vulcTime', '加硫時間', 'min', 1),
]);

const properties = byProperty([
  { propertyId: 'prop-hardness-shore-a', noise: 0.02, evaluate: hardness },
  { propertyId: 'prop-tensile-strength', noise: 0.05, evaluate: tensile },
  { propertyId: 'prop-elongation-at-break', noise: 0.05, evaluate: elongation },
  { propertyId: 'prop-compression-set', noise: 0.06, evaluate: compressionSet },
  { propertyId: 'prop-modulus-100', noise: 0.05, evaluate: modulus100 },
]);

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  if ((values.get('prop-compression-set') ?? 99) <= 20) out.push('低圧縮永久ひずみ');
  if ((values.get('prop-tensile-strength') ?? 0) >= 18) out.push('高強度');
  if ((values.get('prop-hardness-shore-a') ?? 0) >= 75) out.push('高硬度');
  if ((values.get('prop-hardness-shore-a') ?? 99) <= 50) out.push('低硬度');
  if (amount(c, 'peroxide') > 0) out.push('耐熱');
  if (amount(c, 'nbr') > 0) out.push('耐油');
  if (amount(c, 'epdm') > 0) out.push('耐候');
  return out;
}

const MINORS = [
  { key: 'zno', amount: [3, 5] as const },
  { key: 'stearic', amount: [0.5, 2] as const },
  { key: 'antioxidant', amount: [0.5, 2] as const, use: 0.7 },
];
const VULCANISATION = [
  {
    key: 'vulcTemp',
    range: [150, 185] as const,
    vary: 0.3,
    claim: 0.2,
    style: 'method' as const,
    phrase: '{range}で加硫する工程',
  },
  { key: 'vulcTime', range: [10, 30] as const, vary: 0.2 },
];
const COMMON = {
  themeId: 'rubber' as const,
  basis: 'parts' as const,
  minors: MINORS,
  conditions: VULCANISATION,
  themes: ['4J002'],
  fterms: [
    '4J002AC061',
    '4J002AC071',
    '4J002BB151',
    '4J002DA036',
    '4J002EV086',
    '4J002FD016',
    '4J002FD026',
    '4J002FD146',
    '4J002GJ02',
  ],
  categoryId: 'cat-rubber-compound',
};

const systems: ThemeSystem[] = [
  {
    ...COMMON,
    id: 'epdm',
    label: 'EPDM配合ゴム',
    weight: 0.4,
    base: { keys: ['epdm'], label: 'エチレン・プロピレン・ジエンゴム' },
    components: [
      { key: 'cb', group: '(B)', lo: [20, 50], hi: [100, 150], limits: [0, 200] },
      {
        key: 'oil',
        group: '(C)',
        claimLabel: 'パラフィン系オイル',
        materials: ['mat-oil-paraffinic', 'mat-oil-naphthenic'],
        lo: [10, 30],
        hi: [80, 120],
        limits: [0, 150],
      },
      { key: 'sulfur', group: '(D)', lo: [0.2, 0.8], hi: [2, 3], limits: [0, 4] },
      { key: 'peroxide', group: '(D)', lo: [0.5, 1.5], hi: [4, 6], limits: [0, 8] },
      { key: 'accelerator', group: '(E)', lo: [0.3, 1], hi: [3, 5], requires: 'sulfur', limits: [0, 7] },
    ],
    alternatives: [['sulfur', 'peroxide']],
    measured: [
      ['prop-hardness-shore-a', 1],
      ['prop-tensile-strength', 1],
      ['prop-elongation-at-break', 1],
      ['prop-compression-set', 0.8],
      ['prop-modulus-100', 0.4],
    ],
    claimable: ['prop-compression-set', 'prop-tensile-strength'],
    noun: 'ゴム組成物',
    article: 'シール材',
    titles: [
      '{noun}及びシール材',
      'EPDM{noun}及びウェザーストリップ',
      '{noun}、架橋ゴム及びホース',
      '自動車用{noun}',
    ],
    problems: [
      '圧縮永久ひずみが小さく、長期にわたってシール性を維持できる',
      '加工性と機械的強度とのバランスに優れた',
      '耐熱老化性に優れ、高温環境下で使用されるホースに適した',
    ],
    applications: ['ウェザーストリップ', 'ラジエーターホース', 'ガスケット', '防振ゴム', '建築用シール'],
    ipcMain: ['C08L23/16'],
    ipcExtra: ['C08K3/04', 'C08K5/01', 'C08K3/06', 'C08K5/14', 'F16J15/10', 'C09K3/10'],
    gradePrefixes: ['EP', 'KE', 'W'],
    features,
  },
  {
    ...COMMON,
    id: 'nbr',
    label: 'NBR配合ゴム',
    weight: 0.3,
    base: { keys: ['nbr'], label: 'アクリロニトリル・ブタジエンゴム' },
    components: [
      { key: 'cb', group: '(B)', lo: [20, 40], hi: [80, 120], limits: [0, 150] },
      {
        key: 'oil',
        group: '(C)',
        claimLabel: '可塑剤',
        materials: ['mat-dehp', 'mat-doa', 'mat-polyester-plasticiser'],
        lo: [2, 5],
        hi: [20, 40],
        limits: [0, 60],
      },
      { key: 'sulfur', group: '(D)', lo: [0.2, 0.5], hi: [2, 3], limits: [0, 4] },
      { key: 'accelerator', group: '(E)', lo: [0.3, 1], hi: [3, 5], limits: [0, 7] },
    ],
    measured: [
      ['prop-hardness-shore-a', 1],
      ['prop-tensile-strength', 1],
      ['prop-elongation-at-break', 1],
      ['prop-compression-set', 0.6],
      ['prop-modulus-100', 0.4],
    ],
    claimable: ['prop-compression-set', 'prop-tensile-strength'],
    noun: 'ニトリルゴム組成物',
    article: 'オイルシール',
    titles: ['{noun}及びオイルシール', '{noun}及びゴム製品', '耐油性{noun}', '{noun}及びOリング'],
    problems: [
      '耐油性と低温特性とを両立し、かつ圧縮永久ひずみの小さい',
      '燃料油に対する耐膨潤性に優れ、機械的強度の高い',
    ],
    applications: ['オイルシール', 'Oリング', '燃料ホース', 'パッキン', 'ダイヤフラム'],
    ipcMain: ['C08L9/02'],
    ipcExtra: ['C08K3/04', 'C08K5/47', 'C08K5/10', 'F16J15/10'],
    gradePrefixes: ['NB', 'N-', 'OS'],
    features,
  },
  {
    ...COMMON,
    id: 'sbr',
    label: 'SBR/BR配合ゴム',
    weight: 0.3,
    base: { keys: ['sbr', 'br'], blend: 0.6, label: 'ジエン系ゴム' },
    components: [
      { key: 'cb', group: '(B)', lo: [20, 40], hi: [80, 120], limits: [0, 150] },
      {
        key: 'oil',
        group: '(C)',
        claimLabel: 'プロセスオイル',
        materials: ['mat-oil-aromatic', 'mat-oil-naphthenic'],
        lo: [2, 10],
        hi: [30, 60],
        limits: [0, 80],
      },
      { key: 'sulfur', group: '(D)', lo: [0.5, 1], hi: [2.5, 3.5], limits: [0, 5] },
      { key: 'accelerator', group: '(E)', lo: [0.5, 1], hi: [2.5, 4], limits: [0, 6] },
    ],
    measured: [
      ['prop-hardness-shore-a', 1],
      ['prop-tensile-strength', 1],
      ['prop-elongation-at-break', 1],
      ['prop-modulus-100', 0.5],
      ['prop-compression-set', 0.3],
    ],
    claimable: ['prop-tensile-strength', 'prop-elongation-at-break'],
    noun: 'ゴム組成物',
    article: 'ゴム成形品',
    titles: ['{noun}及びゴム成形品', '{noun}及び伝動ベルト', 'ジエン系{noun}', '{noun}及び防振ゴム'],
    problems: ['耐摩耗性と破断特性とを高いレベルで両立した', '加工性に優れ、かつ補強性の高い'],
    applications: ['伝動ベルト', 'ゴムロール', '防振ゴム', '靴底', 'コンベヤベルト'],
    ipcMain: ['C08L9/06', 'C08L9/00'],
    ipcExtra: ['C08K3/04', 'C08K5/01', 'C08K3/06', 'C08K5/47'],
    gradePrefixes: ['SB', 'R', 'BT'],
    features,
  },
];

export const RUBBER: Theme = {
  id: 'rubber',
  name: 'ゴム配合',
  nameEn: 'rubber compounding',
  description: 'EPDM・NBR・SBRにカーボンブラック・オイル・加硫系を配合したゴム組成物。',
  variables,
  properties,
  systems,
  rawGrades: [
    {
      materialId: 'mat-epdm',
      categoryId: 'cat-epdm',
      gradePrefixes: ['EP', 'K'],
      properties: [
        ['prop-mooney-viscosity', 50, 0.3],
        ['prop-density', 0.87, 0.005],
      ],
      applications: ['ウェザーストリップ', 'ホース', '電線被覆'],
      features: ['耐候', '耐オゾン'],
      weight: 2,
    },
    {
      materialId: 'mat-nbr',
      categoryId: 'cat-nbr',
      gradePrefixes: ['N2', 'DN'],
      properties: [
        ['prop-mooney-viscosity', 56, 0.2],
        ['prop-density', 0.98, 0.01],
      ],
      applications: ['オイルシール', 'ホース', 'Oリング'],
      features: ['耐油'],
      weight: 1.5,
    },
    {
      materialId: 'mat-sbr',
      categoryId: 'cat-sbr',
      gradePrefixes: ['15', 'SL'],
      properties: [['prop-mooney-viscosity', 52, 0.15]],
      applications: ['タイヤ', 'ベルト', '履物'],
      features: ['汎用'],
      weight: 1,
    },
    {
      materialId: 'mat-br',
      categoryId: 'cat-sbr',
      gradePrefixes: ['BR', '01'],
      properties: [['prop-mooney-viscosity', 44, 0.15]],
      applications: ['タイヤ', 'ゴルフボール'],
      features: ['高反発'],
      weight: 0.8,
    },
    ...(
      [
        ['mat-cb-n220', 121, 114],
        ['mat-cb-n330', 82, 102],
        ['mat-cb-n550', 43, 121],
        ['mat-cb-n660', 36, 90],
      ] as const
    ).map(([materialId, iodine, dbp]) => ({
      materialId,
      categoryId: 'cat-carbon-black',
      gradePrefixes: ['#', 'SB'],
      properties: [
        ['prop-iodine-adsorption', iodine, 0.05],
        ['prop-dbp-absorption', dbp, 0.05],
      ] as const,
      applications: ['ゴム補強用', 'タイヤ', '工業用ゴム製品'],
      features: ['補強性'],
      weight: 1,
    })),
    {
      materialId: 'mat-oil-paraffinic',
      categoryId: 'cat-plasticiser',
      gradePrefixes: ['PW', 'P'],
      properties: [['prop-density', 0.87, 0.01]],
      applications: ['EPDM用軟化剤', '伸展油'],
      features: ['低揮発性'],
      weight: 1,
    },
    {
      materialId: 'mat-tbbs',
      categoryId: 'cat-vulcanising-agent',
      gradePrefixes: ['NS', 'AC'],
      properties: [['prop-melting-point', 106, 0.02]],
      applications: ['加硫促進剤'],
      features: ['スコーチ安定性'],
      weight: 0.6,
    },
    {
      materialId: 'mat-sulfur',
      categoryId: 'cat-vulcanising-agent',
      gradePrefixes: ['S', 'SF'],
      properties: [],
      applications: ['加硫剤'],
      features: ['油処理'],
      weight: 0.6,
    },
  ],
  background: [
    'ゴム組成物は、自動車用のシール材、ホース、防振ゴム、ベルト等に広く用いられており、用途に応じて原料ゴム、補強性充填材、軟化剤及び加硫系が選択される。',
    'カーボンブラックの配合量を増やすと硬さ及び強度は向上するが、加工性や伸びが低下する傾向にある。',
    'シール材においては、長期使用時の密封性の観点から圧縮永久ひずみの低減が求められている。',
  ],
  brandSuffixes: ['ラバー', 'エラスト', 'シール', 'ゴム'],
  procedure: [
    '表に示す配合のうち、加硫系以外の成分をバンバリーミキサーで混練した後、オープンロールで加硫剤及び加硫促進剤を添加して未加硫ゴム組成物を得た。これを表に示す条件でプレス加硫し、厚さ2mmの加硫ゴムシートを作製した。',
  ],
};
