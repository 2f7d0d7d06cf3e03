import { saturate } from '../math.js';
import type { Composition, Theme, ThemeSystem } from '../theme-types.js';
import {
  amount,
  byKey,
  byProperty,
  condition,
  conditionVariable,
  ingredient,
  partsFractions,
} from './common.js';

/**
 * Adhesives: acrylic pressure-sensitive adhesives ((meth)acrylate monomers + carboxylic monomer +
 * tackifier + crosslinker, coated at a thickness) and two-component urethane structural adhesives
 * (polyol + polyisocyanate + chain extender + filler). 質量部 per 100 質量部 of the base ((meth)acrylates or
 * polyol). A composition is evaluated as acrylic, urethane, or a mix by the shares of the two bases.
 *
 * Acrylic: tackifier and acid raise peel, crosslinker lowers peel and raises shear and heat resistance,
 * a hard comonomer (MMA) raises cohesion. Urethane: hard-segment content (isocyanate + extender) raises
 * shear strength and heat resistance and lowers peel; the best properties are near an NCO/OH index of 1.05.
 */

function acrylic(c: Composition) {
  const soft = amount(c, 'acrylSoft');
  const hard = amount(c, 'acrylHard');
  const base = soft + hard;
  const h = base > 0 ? hard / base : 0;
  const aa = amount(c, 'aa');
  const tack = amount(c, 'tackifier');
  const xl = amount(c, 'xlinker');
  const thickness = condition(c, 'thickness', 25);
  return {
    base,
    peel:
      9 *
      (1 + 0.035 * tack) *
      (1 + 0.06 * aa) *
      Math.exp(-0.45 * xl - 1.5 * h * h) *
      (thickness / 25) ** 0.35,
    shear: 0.25 + 0.7 * saturate(xl, 1 / 1.2) + 0.05 * aa + 1.6 * h - 0.004 * tack,
    heat: 60 + 45 * saturate(xl, 1 / 1.5) + 3.5 * aa + 80 * h - 0.35 * tack,
  };
}

function urethane(c: Composition) {
  const polyol = amount(c, 'polyol');
  const mdi = amount(c, 'mdi');
  const extender = amount(c, 'extender');
  const { fraction } = partsFractions(c, ['polyol'], ['mdi', 'extender', 'filler']);
  const index = mdi / (13 + 2.78 * extender);
  const hardSegment = (mdi + extender) / (100 + mdi + extender);
  const wf = fraction('filler');
  const cure = condition(c, 'cureTempAdh', 23);
  return {
    base: polyol,
    shear:
      ((3 + 28 * hardSegment) * (1 + 0.4 * wf) * (1 + 0.002 * (cure - 23))) / (1 + 0.8 * (index - 1.05) ** 2),
    peel: (70 * Math.exp(-2 * hardSegment) * (1 - 0.5 * wf)) / (1 + 0.6 * (index - 1.05) ** 2),
    heat: 70 + 160 * hardSegment - 8 * (index - 1.05) ** 2 + 10 * wf + 0.15 * (cure - 23),
  };
}

function blend(c: Composition, pick: (v: { shear: number; peel: number; heat: number }) => number): number {
  const a = acrylic(c);
  const u = urethane(c);
  const total = a.base + u.base;
  const share = total > 0 ? a.base / total : 1;
  return share * pick(a) + (1 - share) * pick(u);
}

const variables = byKey([
  ingredient('acrylSoft', 'アクリル酸アルキルエステル', ['mat-ehma', 'mat-ba'], 1),
  ingredient('acrylHard', 'メタクリル酸メチル', ['mat-mma', 'mat-ibxa'], 1),
  ingredient('aa', 'カルボキシ基含有単量体', ['mat-aa', 'mat-maa'], 0.5),
  ingredient(
    'tackifier',
    '粘着付与樹脂',
    ['mat-rosin-ester', 'mat-terpene-phenol', 'mat-c9-resin-hydrogenated', 'mat-rosin-hydrogenated'],
    1,
  ),
  ingredient('xlinker', '架橋剤', ['mat-iso-tdi-tmp', 'mat-iso-hdi-trimer', 'mat-tetrad-x'], 0.05),
  ingredient(
    'polyol',
    'ポリオール',
    ['mat-ppg', 'mat-polyester-polyol', 'mat-ptmg', 'mat-pc-diol', 'mat-castor-oil'],
    5,
  ),
  ingredient('mdi', 'ポリイソシアネート', ['mat-mdi', 'mat-pmdi'], 1),
  ingredient('extender', '鎖延長剤', ['mat-bdo', 'mat-eg'], 0.5),
  ingredient('filler', '無機充填材', ['mat-caco3-ground', 'mat-silica-fumed'], 1),
  ingredient('catalyst', 'ウレタン化触媒', ['mat-dbtdl', 'mat-bi-neodecanoate'], 0.01),
  ingredient('dehydrator', '脱水剤', ['mat-molecular-sieve'], 0.5),
  conditionVariable('thickness', '粘着剤層の厚さ', 'μm', 5),
  conditionVariable('cureTempAdh', '養生温度', '℃', 5),
]);

const properties = byProperty([
  { propertyId: 'prop-peel-180', noise: 0.06, evaluate: (c) => blend(c, (v) => v.peel) },
  { propertyId: 'prop-t-peel', noise: 0.07, evaluate: (c) => blend(c, (v) => v.peel * 0.8) },
  { propertyId: 'prop-lap-shear', noise: 0.05, evaluate: (c) => blend(c, (v) => v.shear) },
  { propertyId: 'prop-heat-resistance-temp', noise: 0.02, evaluate: (c) => blend(c, (v) => v.heat) },
]);

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  if ((values.get('prop-peel-180') ?? 0) >= 15) out.push('強粘着');
  if ((values.get('prop-heat-resistance-temp') ?? 0) >= 120) out.push('耐熱');
  if ((values.get('prop-lap-shear') ?? 0) >= 10) out.push('高接着強度');
  if (amount(c, 'xlinker') < 0.5 && amount(c, 'acrylSoft') > 0) out.push('再剥離');
  if (amount(c, 'polyol') > 0) out.push('柔軟性');
  return out;
}

const systems: ThemeSystem[] = [
  {
    id: 'acrylic-psa',
    themeId: 'adhesive',
    label: 'アクリル系粘着剤',
    weight: 0.55,
    basis: 'parts',
    base: {
      keys: ['acrylSoft', 'acrylHard'],
      blend: 0.7,
      alone: ['acrylSoft'],
      firstShare: [0.7, 0.97],
      label: '(メタ)アクリル酸アルキルエステル',
    },
    components: [
      { key: 'aa', group: '(B)', lo: [0.5, 2], hi: [8, 12], limits: [0, 20] },
      { key: 'tackifier', group: '(C)', lo: [3, 10], hi: [30, 50], use: 0.75, limits: [0, 70] },
      { key: 'xlinker', group: '(D)', lo: [0.01, 0.2], hi: [2, 5], limits: [0, 8] },
    ],
    minors: [],
    conditions: [
      {
        key: 'thickness',
        range: [10, 100],
        vary: 0.3,
        claim: 0.25,
        style: 'feature',
        target: 'article',
        phrase: '粘着剤層の厚さが{range}である',
      },
    ],
    measured: [
      ['prop-peel-180', 1],
      ['prop-heat-resistance-temp', 0.7],
      ['prop-lap-shear', 0.6],
    ],
    claimable: ['prop-peel-180', 'prop-heat-resistance-temp'],
    noun: '粘着剤組成物',
    article: '粘着テープ',
    titles: [
      '{noun}及び粘着テープ',
      'アクリル系{noun}及び粘着シート',
      '{noun}、粘着剤層及び両面粘着テープ',
      '光学用{noun}',
    ],
    problems: [
      '高温環境下でも優れた保持力を有し、かつ粘着力に優れた',
      '曲面への追従性に優れ、浮きや剥がれが生じにくい',
      '再剥離性と接着信頼性とを両立した',
    ],
    applications: [
      '両面テープ',
      '自動車内装部材固定',
      '電子機器部材固定',
      '表面保護フィルム',
      '光学フィルム貼合',
      'ラベル',
    ],
    ipcMain: ['C09J133/00', 'C09J133/08'],
    ipcExtra: ['C09J7/02', 'C09J11/08', 'C09J133/06'],
    themes: ['4J040', '4J004'],
    fterms: [
      '4J040DF041',
      '4J040DF051',
      '4J040EF282',
      '4J040JB09',
      '4J040KA16',
      '4J004AA10',
      '4J004AB01',
      '4J004FA08',
    ],
    categoryId: 'cat-psa',
    gradePrefixes: ['PT', 'DS', 'AT'],
    features,
  },
  {
    id: 'urethane-adhesive',
    themeId: 'adhesive',
    label: '二液型ウレタン系接着剤',
    weight: 0.45,
    basis: 'parts',
    base: { keys: ['polyol'], label: 'ポリオール' },
    components: [
      { key: 'mdi', group: '(B)', lo: [10, 20], hi: [40, 70], limits: [5, 90] },
      { key: 'extender', group: '(C)', lo: [0.5, 2], hi: [10, 15], limits: [0, 20] },
      { key: 'filler', group: '(D)', lo: [5, 10], hi: [50, 80], use: 0.6, limits: [0, 120] },
    ],
    minors: [
      { key: 'catalyst', amount: [0.01, 0.05] as const },
      { key: 'dehydrator', amount: [1, 3] as const, use: 0.5 },
    ],
    conditions: [{ key: 'cureTempAdh', range: [20, 80], vary: 0.25 }],
    measured: [
      ['prop-lap-shear', 1],
      ['prop-t-peel', 0.8],
      ['prop-heat-resistance-temp', 0.7],
    ],
    claimable: ['prop-lap-shear', 'prop-t-peel'],
    noun: '二液型ウレタン系接着剤組成物',
    article: '接合体',
    titles: [
      '{noun}及び接合体',
      'ウレタン系接着剤組成物',
      '構造用接着剤組成物及び自動車部材',
      '{noun}及びその硬化物',
    ],
    problems: [
      '金属と樹脂との異種材料接合において高いせん断接着強さを示し、かつ耐熱性に優れた',
      '硬化後の柔軟性に優れ、冷熱サイクル後も接着強さの低下が小さい',
    ],
    applications: ['自動車構造接着', '異種材料接合', 'バッテリーパック組立', '建材パネル', '電子部品固定'],
    ipcMain: ['C09J175/04'],
    ipcExtra: ['C08G18/48', 'C08G18/76', 'C08G18/66', 'C09J11/04'],
    themes: ['4J040'],
    fterms: ['4J040EF111', '4J040EF131', '4J040HA026', '4J040JB02', '4J040KA13', '4J040LA06'],
    categoryId: 'cat-structural-adhesive',
    gradePrefixes: ['UB', 'U', 'SA'],
    features,
  },
];

export const ADHESIVE: Theme = {
  id: 'adhesive',
  name: '接着剤・粘着剤',
  nameEn: 'adhesives',
  description: 'アクリル系粘着剤と二液型ウレタン系接着剤。',
  variables,
  properties,
  systems,
  rawGrades: [
    {
      materialId: 'mat-rosin-ester',
      categoryId: 'cat-adhesive-raw',
      gradePrefixes: ['KR', 'D'],
      properties: [['prop-glass-transition', 55, 0.15]],
      applications: ['粘着剤', 'ホットメルト接着剤'],
      features: ['高タック'],
      weight: 1,
    },
    {
      materialId: 'mat-terpene-phenol',
      categoryId: 'cat-adhesive-raw',
      gradePrefixes: ['TP', 'YS'],
      properties: [['prop-glass-transition', 75, 0.15]],
      applications: ['アクリル系粘着剤'],
      features: ['相溶性'],
      weight: 1,
    },
    {
      materialId: 'mat-iso-tdi-tmp',
      categoryId: 'cat-adhesive-raw',
      gradePrefixes: ['L', 'CX'],
      properties: [['prop-viscosity', 1.5, 0.3]],
      applications: ['粘着剤架橋剤'],
      features: ['速硬化'],
      weight: 1,
    },
    {
      materialId: 'mat-ppg',
      categoryId: 'cat-adhesive-raw',
      gradePrefixes: ['D-', 'PG'],
      properties: [['prop-viscosity', 0.3, 0.4]],
      applications: ['ウレタン原料'],
      features: ['低粘度'],
      weight: 1,
    },
    {
      materialId: 'mat-pmdi',
      categoryId: 'cat-adhesive-raw',
      gradePrefixes: ['MR', 'M'],
      properties: [['prop-viscosity', 0.15, 0.3]],
      applications: ['ウレタン原料', '接着剤'],
      features: ['高反応性'],
      weight: 1,
    },
  ],
  background: [
    '接着剤及び粘着剤は、自動車、電子機器、建材等の分野において、部材の固定や異種材料の接合に広く用いられている。',
    '近年、軽量化を目的とした金属と樹脂とのマルチマテリアル化が進み、異種材料を高い強度で接合できる接着剤が求められている。',
    '粘着剤においては、粘着力と凝集力(保持力)とがトレードオフの関係にあり、両者を高いレベルで両立することが課題となっている。',
  ],
  brandSuffixes: ['ボンド', 'タック', 'フィックス', 'グルー'],
  procedure: [
    'アクリル系共重合体の溶液に表に示す配合で各成分を加えて撹拌し、塗工液を調製した。これを剥離ライナー上に塗工・乾燥して所定厚さの粘着剤層を形成し、基材に転写して試験片を作製した。ウレタン系接着剤については、主剤と硬化剤とを混合して被着体に塗布し、表に示す温度で養生した。',
  ],
};
