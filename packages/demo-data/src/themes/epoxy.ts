import { softMin } from '../math.js';
import type { Composition, Theme, ThemeSystem } from '../theme-types.js';
import {
  amount,
  baseShares,
  byKey,
  byProperty,
  condition,
  conditionVariable,
  ingredient,
  partsFractions,
} from './common.js';

/**
 * Epoxy systems: bisphenol A/F or novolac epoxy + acid anhydride or aromatic amine hardener + imidazole
 * accelerator + silica + toughener, cured at a temperature. 質量部 per 100 質量部 of epoxy resin.
 * Tg peaks at the stoichiometric ratio and is capped by the cure temperature (vitrification); novolac
 * raises Tg and brittleness; tougheners raise fracture toughness and lower Tg; silica raises viscosity
 * sharply and lowers thermal expansion; accelerators and heat shorten the cure time (Arrhenius).
 */

const BASE = ['epoxyBisA', 'epoxyNovolac'] as const;
const ADDITIVES = ['anhydride', 'amine', 'accelerator', 'silica', 'toughener', 'coupling'] as const;
/** 質量部 of hardener per 100 質量部 of epoxy at a 1:1 equivalent ratio. */
const STOICH = { anhydride: 85, amine: 33 };

function state(c: Composition) {
  const shares = baseShares(c, BASE);
  const { fraction } = partsFractions(c, BASE, ADDITIVES);
  const eqAnhydride = amount(c, 'anhydride') / STOICH.anhydride;
  const eqAmine = amount(c, 'amine') / STOICH.amine;
  const ratio = eqAnhydride + eqAmine;
  const anhydrideShare = ratio > 0 ? eqAnhydride / ratio : 0.5;
  const organic =
    100 + amount(c, 'anhydride') + amount(c, 'amine') + amount(c, 'accelerator') + amount(c, 'toughener');
  const silicaVolume = amount(c, 'silica') / 2.2;
  const phi = silicaVolume / (silicaVolume + organic / 1.18);
  return {
    novolac: shares.epoxyNovolac!,
    ratio,
    anhydrideShare,
    ws: fraction('silica'),
    wt: fraction('toughener'),
    acc: amount(c, 'accelerator'),
    toughenerParts: amount(c, 'toughener'),
    phi,
    organic,
    cureTemp: condition(c, 'cureTemp', 150),
  };
}

function tgMax(s: ReturnType<typeof state>): number {
  const base =
    145 * s.anhydrideShare +
    195 * (1 - s.anhydrideShare) +
    45 * s.novolac -
    0.9 * s.toughenerParts -
    1.5 * s.acc;
  return base * (1 - 0.9 * (s.ratio - 1) ** 2);
}

function glassTransition(c: Composition): number {
  const s = state(c);
  return softMin(tgMax(s), s.cureTemp + 28, 6);
}

/** How far the network formed at the cure temperature (0.6–1). */
function completeness(s: ReturnType<typeof state>): number {
  const max = tgMax(s);
  return max > 0 ? Math.min(1, softMin(max, s.cureTemp + 28, 6) / max) : 0.6;
}

function flexuralStrength(c: Composition): number {
  const s = state(c);
  return (
    125 *
    (1 - 0.7 * (s.ratio - 1) ** 2) *
    (1 + 0.35 * s.ws - 0.5 * s.ws ** 2) *
    (1 - 0.8 * s.wt) *
    (1 - 0.1 * s.novolac) *
    (0.7 + 0.3 * completeness(s))
  );
}

function fractureToughness(c: Composition): number {
  const s = state(c);
  return 0.65 * (1 + 1.4 * s.ws) * (1 + 9 * s.wt) * (1 - 0.25 * s.novolac) * (1 - 0.3 * (s.ratio - 1) ** 2);
}

function cureTime(c: Composition): number {
  const s = state(c);
  const arrhenius = Math.exp(7000 * (1 / (s.cureTemp + 273.15) - 1 / 423.15));
  const hardener = 1.8 * s.anhydrideShare + 1.0 * (1 - s.anhydrideShare);
  return (40 * arrhenius * hardener) / (1 + 2.0 * s.acc ** 0.8);
}

function viscosity(c: Composition): number {
  const s = state(c);
  const shares = baseShares(c, BASE);
  const parts: [number, number][] = [
    [100 * shares.epoxyBisA!, Math.log(13)],
    [100 * shares.epoxyNovolac!, Math.log(800)],
    [amount(c, 'anhydride'), Math.log(0.07)],
    [amount(c, 'amine'), Math.log(60)],
    [amount(c, 'toughener'), Math.log(400)],
    [amount(c, 'accelerator'), 0],
  ];
  let weight = 0;
  let log = 0;
  for (const [w, ln] of parts) {
    weight += w;
    log += w * ln;
  }
  const liquid = Math.exp(log / weight);
  return liquid * (1 - s.phi / 0.7) ** -2;
}

function cte(c: Composition): number {
  const s = state(c);
  return 65 * (1 - 1.5 * s.phi) * (1 + 0.3 * s.wt);
}

const variables = byKey([
  ingredient('epoxyBisA', 'ビスフェノール型エポキシ樹脂', ['mat-epoxy-bisa', 'mat-epoxy-bisf'], 5),
  ingredient(
    'epoxyNovolac',
    '多官能エポキシ樹脂',
    ['mat-epoxy-phenol-novolac', 'mat-epoxy-cresol-novolac', 'mat-epoxy-tgddm'],
    5,
  ),
  ingredient('anhydride', '酸無水物系硬化剤', ['mat-mthpa', 'mat-mhhpa'], 1),
  ingredient('amine', '芳香族アミン系硬化剤', ['mat-dds', 'mat-ddm'], 1),
  ingredient(
    'accelerator',
    '硬化促進剤',
    ['mat-imidazole-2e4mz', 'mat-imidazole-2mz', 'mat-imidazole-1b2mz', 'mat-tpp-phosphine'],
    0.1,
  ),
  ingredient('silica', '無機充填材', ['mat-silica-fused', 'mat-silica-crystalline'], 5),
  ingredient('toughener', '強靱化剤', ['mat-csr', 'mat-ctbn'], 0.5),
  ingredient('coupling', 'シランカップリング剤', ['mat-gps'], 0.1),
  conditionVariable('cureTemp', '硬化温度', '℃', 5),
]);

const properties = byProperty([
  { propertyId: 'prop-glass-transition', noise: 0.015, evaluate: glassTransition },
  { propertyId: 'prop-flexural-strength', noise: 0.04, evaluate: flexuralStrength },
  { propertyId: 'prop-fracture-toughness', noise: 0.05, evaluate: fractureToughness },
  { propertyId: 'prop-cure-time', noise: 0.06, evaluate: cureTime },
  { propertyId: 'prop-viscosity', noise: 0.06, evaluate: viscosity },
  { propertyId: 'prop-cte', noise: 0.04, evaluate: cte },
]);

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  if ((values.get('prop-glass-transition') ?? 0) >= 170) out.push('高耐熱');
  if ((values.get('prop-fracture-toughness') ?? 0) >= 1.2) out.push('高靱性');
  if ((values.get('prop-viscosity') ?? 999) <= 5) out.push('低粘度');
  if ((values.get('prop-cte') ?? 999) <= 30) out.push('低線膨張');
  if ((values.get('prop-cure-time') ?? 999) <= 20) out.push('速硬化');
  if (amount(c, 'anhydride') > 0) out.push('電気絶縁性');
  return out;
}

const COMMON = {
  themeId: 'epoxy' as const,
  basis: 'parts' as const,
  minors: [{ key: 'coupling', amount: [0.2, 1] as const, use: 0.5 }],
  themes: ['4J036', '4J002'],
  fterms: [
    '4J036AA01',
    '4J036AB07',
    '4J036DB06',
    '4J036DC41',
    '4J036FA05',
    '4J036FB07',
    '4J036JA07',
    '4J002CD051',
    '4J002DJ016',
  ],
  categoryId: 'cat-epoxy-compound',
};

const systems: ThemeSystem[] = [
  {
    ...COMMON,
    id: 'epoxy-anhydride',
    label: '酸無水物硬化型注型・封止用エポキシ',
    weight: 0.55,
    base: { keys: BASE, blend: 0.35, label: 'エポキシ樹脂' },
    components: [
      { key: 'anhydride', group: '(B)', lo: [50, 75], hi: [100, 120], limits: [30, 140] },
      { key: 'accelerator', group: '(C)', lo: [0.1, 0.5], hi: [2, 5], limits: [0, 8] },
      { key: 'silica', group: '(D)', lo: [30, 100], hi: [250, 400], limits: [0, 500] },
      { key: 'toughener', group: '(E)', lo: [1, 5], hi: [15, 30], use: 0.3, limits: [0, 40] },
    ],
    conditions: [
      {
        key: 'cureTemp',
        range: [100, 180],
        vary: 0.4,
        claim: 0.3,
        style: 'method',
        phrase: '{range}で加熱硬化させる工程',
      },
    ],
    measured: [
      ['prop-glass-transition', 1],
      ['prop-viscosity', 0.8],
      ['prop-flexural-strength', 0.7],
      ['prop-cte', 0.5],
      ['prop-cure-time', 0.5],
      ['prop-fracture-toughness', 0.4],
    ],
    claimable: ['prop-glass-transition', 'prop-cte', 'prop-viscosity'],
    noun: 'エポキシ樹脂組成物',
    article: '硬化物',
    titles: [
      '{noun}及びその硬化物',
      '注型用{noun}',
      '電気絶縁用{noun}及びそれを用いた電気機器',
      '封止用{noun}及び電子部品装置',
    ],
    problems: [
      '低粘度で作業性に優れ、硬化物のガラス転移温度が高く、耐クラック性に優れた',
      '線膨張係数が小さく、ヒートサイクル時の割れが生じにくい硬化物を与える',
      '可使時間が長く、かつ短時間で硬化可能な',
    ],
    applications: [
      'モールド変圧器',
      '絶縁注型品',
      '半導体封止',
      'LED封止',
      'モーターコイル含浸',
      'パワーモジュール',
    ],
    ipcMain: ['C08L63/00', 'C08G59/42'],
    ipcExtra: ['C08G59/68', 'C08K3/36', 'H01L23/29', 'C08L63/04'],
    gradePrefixes: ['EC', 'ME', 'XN'],
    features,
  },
  {
    ...COMMON,
    id: 'epoxy-amine',
    label: '芳香族アミン硬化型複合材料用エポキシ',
    weight: 0.45,
    base: { keys: BASE, blend: 0.5, label: 'エポキシ樹脂' },
    components: [
      { key: 'amine', group: '(B)', lo: [15, 25], hi: [40, 50], limits: [8, 60] },
      { key: 'toughener', group: '(C)', lo: [1, 5], hi: [15, 25], limits: [0, 35] },
      { key: 'accelerator', group: '(D)', lo: [0.1, 0.5], hi: [1, 3], use: 0.3, limits: [0, 5] },
    ],
    conditions: [
      {
        key: 'cureTemp',
        range: [130, 200],
        vary: 0.5,
        claim: 0.4,
        style: 'method',
        phrase: '{range}で硬化させる工程',
      },
    ],
    measured: [
      ['prop-glass-transition', 1],
      ['prop-fracture-toughness', 1],
      ['prop-flexural-strength', 0.8],
      ['prop-viscosity', 0.5],
      ['prop-cure-time', 0.4],
    ],
    claimable: ['prop-glass-transition', 'prop-fracture-toughness'],
    noun: '繊維強化複合材料用エポキシ樹脂組成物',
    article: 'プリプレグ',
    titles: [
      '{noun}、プリプレグ及び繊維強化複合材料',
      'エポキシ樹脂組成物及び炭素繊維強化複合材料',
      '{noun}及びその硬化物',
    ],
    problems: [
      '高い耐熱性と優れた靱性とを両立した硬化物を与える',
      '硬化物の破壊靱性と弾性率のバランスに優れ、構造材に適した',
    ],
    applications: ['航空機構造部材', '自動車構造部材', 'スポーツ用品', '圧力容器', '風車ブレード'],
    ipcMain: ['C08G59/50', 'C08L63/00'],
    ipcExtra: ['C08J5/04', 'C08L63/04', 'C08G59/40', 'C08L9/02'],
    gradePrefixes: ['CR', 'TX', 'M'],
    features,
  },
];

export const EPOXY: Theme = {
  id: 'epoxy',
  name: 'エポキシ樹脂・硬化系',
  nameEn: 'epoxy resins and curing',
  description: 'エポキシ樹脂に硬化剤・硬化促進剤・フィラー・強靱化剤を配合した熱硬化性樹脂組成物。',
  variables,
  properties,
  systems,
  rawGrades: [
    {
      materialId: 'mat-epoxy-bisa',
      categoryId: 'cat-epoxy-resin',
      gradePrefixes: ['E8', 'R'],
      properties: [
        ['prop-epoxy-equivalent', 189, 0.02],
        ['prop-viscosity', 13, 0.15],
      ],
      applications: ['注型', '積層板', '接着剤', '塗料'],
      features: ['汎用'],
      weight: 2,
    },
    {
      materialId: 'mat-epoxy-bisf',
      categoryId: 'cat-epoxy-resin',
      gradePrefixes: ['F8', 'RF'],
      properties: [
        ['prop-epoxy-equivalent', 170, 0.02],
        ['prop-viscosity', 3.5, 0.2],
      ],
      applications: ['注型', '含浸', '接着剤'],
      features: ['低粘度'],
      weight: 1,
    },
    {
      materialId: 'mat-epoxy-phenol-novolac',
      categoryId: 'cat-epoxy-resin',
      gradePrefixes: ['N7', 'EPN'],
      properties: [['prop-epoxy-equivalent', 178, 0.03]],
      applications: ['積層板', '封止材', '複合材料'],
      features: ['高耐熱'],
      weight: 1,
    },
    {
      materialId: 'mat-epoxy-cresol-novolac',
      categoryId: 'cat-epoxy-resin',
      gradePrefixes: ['C1', 'ECN'],
      properties: [['prop-epoxy-equivalent', 200, 0.03]],
      applications: ['半導体封止材'],
      features: ['高耐熱', '低吸湿'],
      weight: 1,
    },
    {
      materialId: 'mat-mthpa',
      categoryId: 'cat-epoxy-hardener',
      gradePrefixes: ['HN', 'MH'],
      properties: [['prop-viscosity', 0.06, 0.2]],
      applications: ['注型', '含浸', 'LED封止'],
      features: ['低粘度', '長可使時間'],
      weight: 1,
    },
    {
      materialId: 'mat-dds',
      categoryId: 'cat-epoxy-hardener',
      gradePrefixes: ['S', 'DS'],
      properties: [['prop-melting-point', 176, 0.01]],
      applications: ['プリプレグ', '複合材料'],
      features: ['高耐熱'],
      weight: 1,
    },
    {
      materialId: 'mat-imidazole-2e4mz',
      categoryId: 'cat-epoxy-hardener',
      gradePrefixes: ['IM', 'C'],
      properties: [],
      applications: ['硬化促進剤'],
      features: ['速硬化'],
      weight: 0.5,
    },
    {
      materialId: 'mat-silica-fused',
      categoryId: 'cat-inorganic-filler',
      gradePrefixes: ['FB', 'SQ'],
      properties: [
        ['prop-particle-size-d50', 15, 0.5],
        ['prop-specific-surface-area', 2, 0.3],
      ],
      applications: ['半導体封止材', '注型材'],
      features: ['球状', '低線膨張'],
      weight: 1.5,
    },
    {
      materialId: 'mat-csr',
      categoryId: 'cat-modifier',
      gradePrefixes: ['MX', 'K'],
      properties: [['prop-particle-size-d50', 0.2, 0.3]],
      applications: ['エポキシ樹脂強靱化'],
      features: ['高靱性'],
      weight: 0.8,
    },
  ],
  background: [
    'エポキシ樹脂は、耐熱性、電気絶縁性、接着性及び機械的特性に優れることから、電気電子部品の封止・注型材、接着剤、繊維強化複合材料のマトリックス樹脂等に広く用いられている。',
    'エポキシ樹脂の硬化物は一般に脆く、耐熱性を高めるほど靱性が低下するという問題がある。',
    '電気機器の小型化・高出力化に伴い、硬化物には高いガラス転移温度と低い線膨張係数が求められている。',
  ],
  brandSuffixes: ['ポキシ', 'ダイン', 'キュア', 'レジン'],
  procedure: [
    'エポキシ樹脂を所定の温度に加温し、表に示す配合割合で硬化剤、硬化促進剤及び充填材を加えて撹拌混合した後、真空脱泡した。得られた組成物を金型に注型し、表に示す硬化温度で加熱硬化させて硬化物を得た。',
  ],
};
