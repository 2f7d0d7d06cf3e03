import { mixtureDensity } from '../math.js';
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
 * Engineering plastics: PA66/PA6, PBT and PPS with glass fibre and flame retardants (brominated + antimony
 * trioxide, or phosphinate + nitrogen/phosphorus synergists). 質量部 per 100 質量部 of resin. Glass fibre
 * raises strength, modulus and HDT (1.80 MPa) and lowers water absorption; flame retardants raise the
 * oxygen index (UL94 rank) and cost some strength; glass fibre slightly worsens burning (wick effect).
 */

const BASE = ['pa66', 'pa6', 'pbt', 'pps'] as const;
const ADDITIVES = ['gf', 'brFr', 'sb2o3', 'pFr', 'pSyn', 'ptfe', 'stabiliser', 'lubricant'] as const;

function state(c: Composition) {
  const shares = baseShares(c, BASE);
  const { fraction, baseFraction } = partsFractions(c, BASE, ADDITIVES);
  const wg = fraction('gf');
  const wbr = fraction('brFr');
  const wsb = fraction('sb2o3');
  const wp = fraction('pFr');
  const wps = fraction('pSyn');
  return {
    shares,
    wg,
    wbr,
    wsb,
    wp,
    wps,
    wptfe: fraction('ptfe'),
    additivesFr: wbr + wsb + wp + wps,
    baseFraction,
  };
}

function tensile(c: Composition): number {
  const s = state(c);
  const t0 = mix(s.shares, { pa66: 83, pa6: 78, pbt: 56, pps: 85 });
  const k = mix(s.shares, { pa66: 4.9, pa6: 4.9, pbt: 6.1, pps: 4.6 });
  return t0 * (1 + k * s.wg * (1 - 0.6 * s.wg)) * (1 - 0.9 * s.additivesFr);
}

function flexuralModulus(c: Composition): number {
  const s = state(c);
  const e0 = mix(s.shares, { pa66: 3000, pa6: 2700, pbt: 2500, pps: 3900 });
  const k = mix(s.shares, { pa66: 7.1, pa6: 7.1, pbt: 9.3, pps: 6.7 });
  return e0 * (1 + k * s.wg) * (1 + 0.6 * s.additivesFr);
}

function hdt180(c: Composition): number {
  const s = state(c);
  const h0 = mix(s.shares, { pa66: 75, pa6: 65, pbt: 60, pps: 110 });
  const hmax = mix(s.shares, { pa66: 258, pa6: 215, pbt: 215, pps: 275 });
  const k = mix(s.shares, { pa66: 12, pa6: 12, pbt: 10, pps: 8 });
  const moldTemp = condition(c, 'moldTemp', 130);
  // PPS crystallises fully only in a hot mould.
  const crystallinity = s.shares.pps! * 12 * Math.tanh((moldTemp - 130) / 30);
  return h0 + (hmax - h0) * (1 - Math.exp(-k * s.wg)) - 25 * (s.wbr + s.wp) + crystallinity;
}

function oxygenIndex(c: Composition): number {
  const s = state(c);
  const l0 = mix(s.shares, { pa66: 24, pa6: 23.5, pbt: 22, pps: 46 });
  return (
    l0 +
    38 * s.wbr +
    90 * Math.sqrt(s.wbr * s.wsb) +
    30 * s.wp +
    60 * Math.sqrt(s.wp * s.wps) +
    40 * s.wptfe -
    7 * s.wg
  );
}

/** UL94 rank from the oxygen index: 1 = HB, 2 = V-2, 3 = V-1, 4 = V-0. */
function ul94FromOxygenIndex(loi: number): number {
  if (loi < 23) return 1;
  if (loi < 25.5) return 2;
  if (loi < 27.5) return 3;
  return 4;
}

function waterAbsorption(c: Composition): number {
  const s = state(c);
  const w0 = mix(s.shares, { pa66: 1.2, pa6: 1.6, pbt: 0.08, pps: 0.02 });
  return w0 * s.baseFraction ** 1.2 * (1 + 0.5 * s.wp);
}

function charpy(c: Composition): number {
  const s = state(c);
  const i0 = mix(s.shares, { pa66: 5, pa6: 6, pbt: 4, pps: 2.5 });
  return i0 * (1 + 4 * s.wg * (1 - 0.5 * s.wg)) * (1 - 1.2 * s.additivesFr);
}

function specificGravity(c: Composition): number {
  const s = state(c);
  const rho = mix(s.shares, { pa66: 1.14, pa6: 1.13, pbt: 1.31, pps: 1.35 });
  return mixtureDensity([
    [s.baseFraction, rho],
    [s.wg, 2.55],
    [s.wbr, 2.1],
    [s.wsb, 5.2],
    [s.wp, 1.35],
    [s.wps, 1.6],
    [s.wptfe, 2.2],
  ]);
}

const variables = byKey([
  ingredient('pa66', 'ポリアミド66', ['mat-pa66'], 5),
  ingredient('pa6', 'ポリアミド6', ['mat-pa6'], 5),
  ingredient('pbt', 'ポリブチレンテレフタレート', ['mat-pbt'], 5),
  ingredient('pps', 'ポリフェニレンスルフィド', ['mat-pps'], 5),
  ingredient('gf', 'ガラス繊維', ['mat-gf-chopped', 'mat-gf-flat'], 1),
  ingredient('brFr', '臭素系難燃剤', ['mat-br-ps', 'mat-dbdpe', 'mat-br-epoxy'], 0.5),
  ingredient('sb2o3', '三酸化アンチモン', ['mat-sb2o3'], 0.5),
  ingredient('pFr', 'ホスフィン酸金属塩', ['mat-al-phosphinate'], 0.5),
  ingredient('pSyn', '難燃助剤', ['mat-mpp', 'mat-zinc-borate', 'mat-mc'], 0.5),
  ingredient('ptfe', 'ドリップ防止剤', ['mat-ptfe-antidrip'], 0.05),
  ingredient('stabiliser', '熱安定剤', ['mat-cui', 'mat-antioxidant-phenolic'], 0.01),
  ingredient('lubricant', '離型剤', ['mat-montan-wax', 'mat-ebs'], 0.05),
  conditionVariable('moldTemp', '金型温度', '℃', 5),
]);

const properties = byProperty([
  { propertyId: 'prop-tensile-strength', noise: 0.03, evaluate: tensile },
  { propertyId: 'prop-flexural-modulus', noise: 0.03, evaluate: flexuralModulus },
  { propertyId: 'prop-hdt-180', noise: 0.012, evaluate: hdt180 },
  {
    propertyId: 'prop-ul94',
    noise: 0.03,
    evaluate: (c) => ul94FromOxygenIndex(oxygenIndex(c)),
    latent: oxygenIndex,
    fromLatent: ul94FromOxygenIndex,
  },
  { propertyId: 'prop-oxygen-index', noise: 0.02, evaluate: oxygenIndex },
  { propertyId: 'prop-water-absorption', noise: 0.05, evaluate: waterAbsorption },
  { propertyId: 'prop-charpy-impact', noise: 0.06, evaluate: charpy },
  { propertyId: 'prop-specific-gravity', noise: 0.003, evaluate: specificGravity },
]);

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  if ((values.get('prop-ul94') ?? 0) >= 4) out.push('難燃');
  if (amount(c, 'pFr') > 0) out.push('ハロゲンフリー');
  if ((values.get('prop-tensile-strength') ?? 0) >= 150) out.push('高強度');
  if ((values.get('prop-flexural-modulus') ?? 0) >= 9000) out.push('高剛性');
  if ((values.get('prop-hdt-180') ?? 0) >= 200) out.push('耐熱');
  if ((values.get('prop-water-absorption') ?? 9) <= 0.1) out.push('低吸水');
  if (amount(c, 'gf') > 0 && amount(c, 'pbt') > 0) out.push('寸法安定性');
  return out;
}

const GF_MINORS = [
  { key: 'stabiliser', amount: [0.05, 0.5] as const, use: 0.7 },
  { key: 'lubricant', amount: [0.1, 0.5] as const, use: 0.6 },
];
const COMMON = {
  themeId: 'engineering-plastics' as const,
  basis: 'parts' as const,
  percentVariant: 0.4,
  article: '成形品',
  themes: ['4J002'],
  fterms: [
    '4J002CL031',
    '4J002CF061',
    '4J002CN011',
    '4J002DL006',
    '4J002EW046',
    '4J002FD016',
    '4J002FD136',
    '4J002GQ00',
    '4J002CK021',
  ],
};

const systems: ThemeSystem[] = [
  {
    ...COMMON,
    id: 'pa-gf',
    label: 'ガラス繊維強化ポリアミド',
    weight: 0.3,
    base: { keys: ['pa66', 'pa6'], blend: 0.35, label: 'ポリアミド樹脂' },
    components: [{ key: 'gf', group: '(B)', lo: [10, 30], hi: [100, 200], limits: [0, 250] }],
    minors: GF_MINORS,
    conditions: [],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-flexural-modulus', 1],
      ['prop-hdt-180', 0.9],
      ['prop-charpy-impact', 0.6],
      ['prop-water-absorption', 0.6],
      ['prop-specific-gravity', 0.4],
    ],
    claimable: ['prop-tensile-strength', 'prop-flexural-modulus', 'prop-hdt-180'],
    noun: 'ポリアミド樹脂組成物',
    titles: ['{noun}及び成形品', 'ガラス繊維強化{noun}', '{noun}及びその製造方法', '車載部品用{noun}'],
    problems: [
      '高温・高湿環境下においても機械的強度の低下が小さい',
      '剛性と靱性に優れ、かつ成形品外観が良好な',
      '耐熱老化性に優れ、エンジンルーム内部品に適した',
    ],
    applications: [
      'エンジンカバー',
      'インテークマニホールド',
      'ラジエータータンク',
      'バスバーホルダー',
      '電動工具ハウジング',
      'コネクタ',
    ],
    ipcMain: ['C08L77/06', 'C08L77/02'],
    ipcExtra: ['C08K7/14', 'C08K5/00', 'C08K3/00'],
    categoryId: 'cat-pa',
    gradePrefixes: ['G', 'GF', 'A3'],
    features,
  },
  {
    ...COMMON,
    id: 'pa-fr',
    label: 'ノンハロゲン難燃ポリアミド',
    weight: 0.25,
    base: { keys: ['pa66', 'pa6'], blend: 0.3, label: 'ポリアミド樹脂' },
    components: [
      { key: 'gf', group: '(B)', lo: [5, 20], hi: [60, 120], limits: [0, 150] },
      { key: 'pFr', group: '(C)', lo: [3, 10], hi: [25, 40], limits: [0, 50] },
      { key: 'pSyn', group: '(D)', lo: [0.5, 3], hi: [10, 20], use: 0.7, limits: [0, 30] },
    ],
    minors: GF_MINORS,
    conditions: [],
    measured: [
      ['prop-ul94', 1],
      ['prop-tensile-strength', 1],
      ['prop-flexural-modulus', 0.8],
      ['prop-hdt-180', 0.6],
      ['prop-oxygen-index', 0.4],
      ['prop-water-absorption', 0.3],
    ],
    claimable: ['prop-ul94', 'prop-tensile-strength'],
    noun: '難燃性ポリアミド樹脂組成物',
    titles: ['{noun}及び成形品', 'ノンハロゲン{noun}', '{noun}及び電気電子部品', '{noun}及びその製造方法'],
    problems: [
      'ハロゲン系難燃剤を用いることなく優れた難燃性を有し、かつ機械的強度に優れた',
      '薄肉でもV-0相当の難燃性を有し、成形時の金型汚染が少ない',
    ],
    applications: ['ブレーカー部品', 'コネクタ', '電磁開閉器', '充電設備部品', 'リレー部品'],
    ipcMain: ['C08L77/06'],
    ipcExtra: ['C08K5/5313', 'C08K5/3492', 'C08K7/14', 'C08K5/0066'],
    categoryId: 'cat-pa',
    gradePrefixes: ['FR', 'V0', 'N'],
    features,
  },
  {
    ...COMMON,
    id: 'pbt-fr',
    label: '難燃PBT',
    weight: 0.25,
    base: { keys: ['pbt'], label: 'ポリブチレンテレフタレート樹脂' },
    components: [
      { key: 'gf', group: '(B)', lo: [10, 20], hi: [60, 100], limits: [0, 130] },
      { key: 'brFr', group: '(C)', lo: [5, 10], hi: [25, 40], limits: [0, 50] },
      { key: 'sb2o3', group: '(D)', lo: [1, 3], hi: [10, 15], limits: [0, 20] },
    ],
    minors: [
      { key: 'ptfe', amount: [0.2, 1] as const, use: 0.6 },
      { key: 'stabiliser', amount: [0.1, 0.5] as const, use: 0.5 },
    ],
    conditions: [],
    measured: [
      ['prop-ul94', 1],
      ['prop-tensile-strength', 1],
      ['prop-flexural-modulus', 0.7],
      ['prop-hdt-180', 0.7],
      ['prop-oxygen-index', 0.4],
      ['prop-charpy-impact', 0.4],
    ],
    claimable: ['prop-ul94', 'prop-tensile-strength', 'prop-hdt-180'],
    noun: '難燃性ポリブチレンテレフタレート樹脂組成物',
    titles: ['{noun}及び成形品', '{noun}', '{noun}及び電気電子部品', '強化{noun}'],
    problems: [
      '優れた難燃性と機械的強度とを有し、かつ耐トラッキング性に優れた',
      '難燃剤のブリードアウトが少なく、成形品外観に優れた',
    ],
    applications: ['コネクタ', 'スイッチ部品', 'コイルボビン', 'ランプソケット', 'ECUケース'],
    ipcMain: ['C08L67/02'],
    ipcExtra: ['C08K5/03', 'C08K3/22', 'C08K7/14', 'C08K5/0066'],
    categoryId: 'cat-pbt',
    gradePrefixes: ['FR', 'V', 'B4'],
    features,
  },
  {
    ...COMMON,
    id: 'pps-gf',
    label: 'ガラス繊維強化PPS',
    weight: 0.2,
    base: { keys: ['pps'], label: 'ポリフェニレンスルフィド樹脂' },
    components: [{ key: 'gf', group: '(B)', lo: [10, 30], hi: [100, 200], limits: [0, 250] }],
    minors: [{ key: 'lubricant', amount: [0.1, 0.5] as const, use: 0.5 }],
    conditions: [
      {
        key: 'moldTemp',
        range: [100, 160],
        vary: 0.35,
        claim: 0.2,
        style: 'method',
        phrase: '金型温度{range}で射出成形する工程',
      },
    ],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-flexural-modulus', 1],
      ['prop-hdt-180', 1],
      ['prop-charpy-impact', 0.5],
      ['prop-ul94', 0.4],
      ['prop-water-absorption', 0.3],
    ],
    claimable: ['prop-tensile-strength', 'prop-hdt-180'],
    noun: 'ポリフェニレンスルフィド樹脂組成物',
    titles: ['{noun}及び成形品', '{noun}及びその製造方法', '強化{noun}', '{noun}及び車載用部品'],
    problems: [
      '高温下での寸法安定性と機械的強度に優れ、かつバリの発生が少ない',
      '耐熱性及び耐薬品性に優れ、金属インサート成形時の割れが生じにくい',
    ],
    applications: [
      'ウォーターポンプ部品',
      'モーター部品',
      'スロットルボディ',
      '光ピックアップ',
      '給湯器部品',
    ],
    ipcMain: ['C08L81/02'],
    ipcExtra: ['C08K7/14', 'C08K3/00', 'C08K5/00'],
    categoryId: 'cat-pps',
    gradePrefixes: ['PS', 'G4', 'FZ'],
    features,
  },
];

export const ENGINEERING_PLASTICS: Theme = {
  id: 'engineering-plastics',
  name: 'エンジニアリングプラスチック',
  nameEn: 'engineering plastics',
  description: 'ポリアミド・PBT・PPSにガラス繊維や難燃剤を配合した強化・難燃グレード。',
  variables,
  properties,
  systems,
  rawGrades: [
    {
      materialId: 'mat-pa66',
      categoryId: 'cat-pa',
      gradePrefixes: ['A1', '66N'],
      properties: [
        ['prop-tensile-strength', 83, 0.05],
        ['prop-flexural-modulus', 3000, 0.07],
        ['prop-hdt-180', 75, 0.05],
        ['prop-water-absorption', 1.2, 0.1],
        ['prop-density', 1.14, 0.004],
      ],
      applications: ['射出成形', 'フィルム', '繊維', 'コンパウンド原料'],
      features: ['耐熱', '耐油'],
      weight: 2,
    },
    {
      materialId: 'mat-pa6',
      categoryId: 'cat-pa',
      gradePrefixes: ['A0', '6N'],
      properties: [
        ['prop-tensile-strength', 78, 0.05],
        ['prop-flexural-modulus', 2700, 0.07],
        ['prop-water-absorption', 1.6, 0.1],
      ],
      applications: ['射出成形', 'フィルム', '押出成形'],
      features: ['靱性'],
      weight: 1.5,
    },
    {
      materialId: 'mat-pbt',
      categoryId: 'cat-pbt',
      gradePrefixes: ['B1', 'N'],
      properties: [
        ['prop-tensile-strength', 56, 0.05],
        ['prop-flexural-modulus', 2500, 0.06],
        ['prop-density', 1.31, 0.004],
      ],
      applications: ['射出成形', 'コンパウンド原料'],
      features: ['低吸水', '電気特性'],
      weight: 1.5,
    },
    {
      materialId: 'mat-pps',
      categoryId: 'cat-pps',
      gradePrefixes: ['P', 'LN'],
      properties: [
        ['prop-mfr', 150, 0.5],
        ['prop-density', 1.35, 0.004],
      ],
      applications: ['コンパウンド原料', 'フィルム', '繊維'],
      features: ['耐熱', '難燃', '耐薬品'],
      weight: 1,
    },
    {
      materialId: 'mat-gf-chopped',
      categoryId: 'cat-reinforcing-fiber',
      gradePrefixes: ['CS', 'T-'],
      properties: [
        ['prop-particle-size-d50', 11, 0.12],
        ['prop-density', 2.55, 0.005],
      ],
      applications: ['ポリアミド強化用', 'PBT強化用', 'ポリプロピレン強化用'],
      features: ['集束剤処理'],
      weight: 2,
    },
    {
      materialId: 'mat-gf-flat',
      categoryId: 'cat-reinforcing-fiber',
      gradePrefixes: ['CSF', 'FL'],
      properties: [['prop-density', 2.55, 0.005]],
      applications: ['低そり成形品用'],
      features: ['低そり', '扁平断面'],
      weight: 1,
    },
    {
      materialId: 'mat-al-phosphinate',
      categoryId: 'cat-flame-retardant',
      gradePrefixes: ['OP', 'PF'],
      properties: [['prop-particle-size-d50', 25, 0.3]],
      applications: ['ポリアミド用難燃剤', 'PBT用難燃剤'],
      features: ['ハロゲンフリー'],
      weight: 1,
    },
    {
      materialId: 'mat-br-ps',
      categoryId: 'cat-flame-retardant',
      gradePrefixes: ['BP', 'HP'],
      properties: [['prop-density', 2.1, 0.02]],
      applications: ['PBT用難燃剤', 'ポリアミド用難燃剤'],
      features: ['高臭素含有量'],
      weight: 1,
    },
  ],
  background: [
    'ポリアミド樹脂、ポリブチレンテレフタレート樹脂、ポリフェニレンスルフィド樹脂等のエンジニアリングプラスチックは、機械的特性及び耐熱性に優れることから、自動車部品や電気電子部品に広く用いられている。',
    'これらの樹脂にガラス繊維を配合することで強度及び剛性を大幅に向上させることができ、金属部品の樹脂化が進められている。',
    '電気電子部品用途ではUL94規格におけるV-0相当の高い難燃性が要求されるが、難燃剤の配合により機械的強度や靱性が低下するという問題がある。',
  ],
  brandSuffixes: ['ミッド', 'テック', 'ロイ', 'ラン'],
  procedure: [
    '表に示す配合割合で、樹脂成分及び添加剤をシリンダー温度を設定した二軸押出機のメインフィーダーから供給し、ガラス繊維をサイドフィーダーから供給して溶融混練し、ペレットを得た。得られたペレットを乾燥後、射出成形により各種試験片を作製した。',
  ],
};
