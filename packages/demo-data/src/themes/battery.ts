import { softMin } from '../math.js';
import type { Composition, Theme, ThemeSystem } from '../theme-types.js';
import { amount, byKey, byProperty, condition, conditionVariable, ingredient } from './common.js';

/**
 * Lithium-ion battery electrodes: active material (NCM523/622/811, LFP, graphite with silicon oxide) +
 * conductive agent + binder, in 質量% of the electrode mixture, pressed to an electrode density. Capacity
 * per gram of active material rises with Ni content and silicon; too little conductive agent lowers
 * utilisation and raises resistance; binder raises resistance but helps silicon cycle; over- or
 * under-densification costs capacity and rate.
 */

const ACTIVES = {
  ncm523: { capacity: 165, efficiency: 89, retention: 92, resistance: 12, rate: 88, density: 3.3 },
  ncm622: { capacity: 178, efficiency: 88, retention: 89, resistance: 11, rate: 86, density: 3.3 },
  ncm811: { capacity: 200, efficiency: 87, retention: 84, resistance: 10, rate: 84, density: 3.4 },
  lfp: { capacity: 158, efficiency: 97, retention: 96, resistance: 18, rate: 80, density: 2.3 },
  graphite: { capacity: 355, efficiency: 93, retention: 95, resistance: 6, rate: 85, density: 1.6 },
  siox: { capacity: 1600, efficiency: 72, retention: 60, resistance: 15, rate: 75, density: 1.3 },
} as const;
type Active = keyof typeof ACTIVES;
const ACTIVE_KEYS = Object.keys(ACTIVES) as Active[];

function state(c: Composition) {
  let active = 0;
  for (const key of ACTIVE_KEYS) active += amount(c, key);
  const conductive = amount(c, 'conductive');
  const binder = amount(c, 'binder');
  const total = active + conductive + binder;
  const scale = total > 0 ? 100 / total : 1;
  const share = (key: Active) => (active > 0 ? amount(c, key) / active : key === 'ncm523' ? 1 : 0);
  const weighted = (field: keyof (typeof ACTIVES)[Active]) =>
    ACTIVE_KEYS.reduce((sum, key) => sum + share(key) * ACTIVES[key][field], 0);
  const reference = weighted('density');
  const p = condition(c, 'density', reference) / reference;
  return {
    conductive: conductive * scale,
    binder: binder * scale,
    siShare: share('siox'),
    weighted,
    p,
  };
}

function utilisation(s: ReturnType<typeof state>): number {
  return (1 - 0.16 * Math.exp(-s.conductive / 1.0)) * (1 - 0.012 * s.binder) * (1 - 0.3 * (s.p - 1) ** 2);
}

const properties = byProperty([
  {
    propertyId: 'prop-discharge-capacity',
    noise: 0.015,
    evaluate: (c) => {
      const s = state(c);
      return s.weighted('capacity') * utilisation(s);
    },
  },
  {
    propertyId: 'prop-initial-efficiency',
    noise: 0.008,
    evaluate: (c) => {
      const s = state(c);
      return s.weighted('efficiency') - 20 * (1 - utilisation(s));
    },
  },
  {
    propertyId: 'prop-capacity-retention',
    noise: 0.015,
    evaluate: (c) => {
      const s = state(c);
      const raw =
        s.weighted('retention') +
        30 * s.siShare * (1 - Math.exp(-s.binder / 3)) -
        4 * Math.exp(-s.conductive / 1.0) -
        80 * Math.max(0, s.p - 1) ** 2;
      return softMin(raw, 99, 1);
    },
  },
  {
    propertyId: 'prop-dc-resistance',
    noise: 0.04,
    evaluate: (c) => {
      const s = state(c);
      return (
        s.weighted('resistance') *
        (1 + 1.2 * Math.exp(-s.conductive / 1.0)) *
        (1 + 0.06 * s.binder) *
        (1 + 0.5 * (s.p - 1) ** 2)
      );
    },
  },
  {
    propertyId: 'prop-rate-capability',
    noise: 0.015,
    evaluate: (c) => {
      const s = state(c);
      return s.weighted('rate') - 15 * Math.exp(-s.conductive / 0.8) - 0.8 * s.binder - 20 * (s.p - 1) ** 2;
    },
  },
]);

const variables = byKey([
  ingredient('ncm523', 'NCM523', ['mat-ncm523'], 0.5, '質量%'),
  ingredient('ncm622', 'NCM622', ['mat-ncm622'], 0.5, '質量%'),
  ingredient('ncm811', 'NCM811', ['mat-ncm811'], 0.5, '質量%'),
  ingredient('lfp', 'リン酸鉄リチウム', ['mat-lfp'], 0.5, '質量%'),
  ingredient('graphite', '黒鉛', ['mat-graphite-artificial', 'mat-graphite-natural'], 0.5, '質量%'),
  ingredient('siox', 'ケイ素系材料', ['mat-sio', 'mat-si-c'], 0.5, '質量%'),
  ingredient(
    'conductive',
    '導電助剤',
    ['mat-acetylene-black', 'mat-cnt', 'mat-conductive-cb', 'mat-hollow-cb', 'mat-vgcf'],
    0.1,
    '質量%',
  ),
  ingredient(
    'binder',
    'バインダー',
    ['mat-pvdf', 'mat-pvdf-hfp', 'mat-sbr-binder', 'mat-cmc', 'mat-paa'],
    0.1,
    '質量%',
  ),
  conditionVariable('density', '電極密度', 'g/cm³', 0.05),
]);

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  if ((values.get('prop-discharge-capacity') ?? 0) >= 190 && amount(c, 'graphite') === 0) out.push('高容量');
  if ((values.get('prop-discharge-capacity') ?? 0) >= 420) out.push('高容量');
  if ((values.get('prop-capacity-retention') ?? 0) >= 93) out.push('長寿命');
  if ((values.get('prop-rate-capability') ?? 0) >= 85) out.push('高出力');
  if ((values.get('prop-dc-resistance') ?? 99) <= 12) out.push('低抵抗');
  if (amount(c, 'lfp') > 0) out.push('高安全性');
  if (amount(c, 'ncm811') > 0) out.push('ハイニッケル');
  return out;
}

const COMMON = {
  themeId: 'battery' as const,
  basis: 'percent' as const,
  minors: [],
  themes: ['5H050', '5H029'],
  fterms: [
    '5H050AA07',
    '5H050AA08',
    '5H050BA17',
    '5H050CA08',
    '5H050CA09',
    '5H050DA10',
    '5H050DA11',
    '5H050EA24',
    '5H050HA01',
    '5H029AJ05',
    '5H029AK03',
    '5H029AM03',
  ],
};
const CONDUCTIVE = { key: 'conductive', group: '(B)', claimLabel: '導電助剤' };
// Cathodes are coated from NMP with fluorinated binders, anodes from water with SBR/CMC or PAA.
const BINDER = {
  key: 'binder',
  group: '(C)',
  claimLabel: 'バインダー',
  materials: ['mat-pvdf', 'mat-pvdf-hfp'],
};
const ANODE_BINDERS = ['mat-sbr-binder', 'mat-cmc', 'mat-paa'];

const systems: ThemeSystem[] = [
  {
    ...COMMON,
    id: 'cathode-ncm',
    label: '三元系(NCM)正極',
    weight: 0.45,
    base: { keys: ['ncm523', 'ncm622', 'ncm811'], blend: 0.3, label: '正極活物質' },
    components: [
      { ...CONDUCTIVE, lo: [0.3, 1.5], hi: [4, 8], limits: [0, 12] },
      { ...BINDER, lo: [0.3, 1.5], hi: [3, 6], limits: [0.2, 10] },
    ],
    conditions: [
      {
        key: 'density',
        range: [2.8, 3.7],
        vary: 0.6,
        claim: 0.35,
        style: 'feature',
        phrase: '正極合剤層の密度が{range}である',
      },
    ],
    productKeys: ['ncm523', 'ncm622', 'ncm811'],
    measured: [
      ['prop-discharge-capacity', 1],
      ['prop-capacity-retention', 1],
      ['prop-dc-resistance', 0.8],
      ['prop-rate-capability', 0.6],
      ['prop-initial-efficiency', 0.4],
    ],
    claimable: ['prop-capacity-retention', 'prop-dc-resistance'],
    noun: 'リチウムイオン二次電池用正極',
    article: 'リチウムイオン二次電池',
    titles: [
      '{noun}及びリチウムイオン二次電池',
      '正極合剤、正極及び二次電池',
      '{noun}及びその製造方法',
      '非水電解質二次電池用正極及び非水電解質二次電池',
    ],
    problems: [
      '高容量でありながらサイクル特性に優れ、かつ内部抵抗が低い',
      '導電助剤の使用量を低減しても十分な電子伝導性を確保できる',
      '高密度化しても容量維持率の低下が小さい',
    ],
    applications: ['電気自動車', 'ハイブリッド車', '定置用蓄電池', '電動工具', 'モバイル機器'],
    ipcMain: ['H01M4/525', 'H01M4/131'],
    ipcExtra: ['H01M4/62', 'H01M4/505', 'H01M10/0525', 'H01M4/13'],
    categoryId: 'cat-cathode',
    gradePrefixes: ['NC', 'N8', 'HN'],
    features,
  },
  {
    ...COMMON,
    id: 'cathode-lfp',
    label: 'リン酸鉄リチウム正極',
    weight: 0.25,
    base: { keys: ['lfp'], label: '正極活物質' },
    components: [
      { ...CONDUCTIVE, lo: [1, 3], hi: [5, 10], limits: [0, 15] },
      { ...BINDER, lo: [1, 2], hi: [4, 8], limits: [0.5, 12] },
    ],
    conditions: [
      {
        key: 'density',
        range: [1.9, 2.6],
        vary: 0.5,
        claim: 0.3,
        style: 'feature',
        phrase: '正極合剤層の密度が{range}である',
      },
    ],
    productKeys: ['lfp'],
    measured: [
      ['prop-discharge-capacity', 1],
      ['prop-capacity-retention', 1],
      ['prop-rate-capability', 0.8],
      ['prop-dc-resistance', 0.7],
    ],
    claimable: ['prop-rate-capability', 'prop-capacity-retention'],
    noun: 'リチウムイオン二次電池用正極',
    article: 'リチウムイオン二次電池',
    titles: [
      'オリビン型正極活物質を含む{noun}',
      '{noun}及び蓄電デバイス',
      'リン酸鉄リチウム正極及び二次電池',
    ],
    problems: ['低温環境下でも出力特性に優れ、かつ長寿命の', '電極密度を高めても出力特性の低下が小さい'],
    applications: ['定置用蓄電池', '電動バス', '無停電電源装置', 'フォークリフト'],
    ipcMain: ['H01M4/5825', 'H01M4/136'],
    ipcExtra: ['H01M4/62', 'H01M10/0525', 'H01M4/58'],
    categoryId: 'cat-cathode',
    gradePrefixes: ['LF', 'FP'],
    features,
  },
  {
    ...COMMON,
    id: 'anode-si',
    label: 'ケイ素系材料含有負極',
    weight: 0.3,
    base: { keys: ['graphite'], label: '黒鉛' },
    components: [
      { key: 'siox', group: '(B)', claimLabel: 'ケイ素系材料', lo: [1, 5], hi: [15, 30], limits: [0, 50] },
      { ...CONDUCTIVE, group: '(C)', lo: [0.2, 1], hi: [3, 5], limits: [0, 8] },
      { ...BINDER, group: '(D)', materials: ANODE_BINDERS, lo: [0.5, 1.5], hi: [3, 8], limits: [0.3, 12] },
    ],
    conditions: [
      {
        key: 'density',
        range: [1.3, 1.8],
        vary: 0.5,
        claim: 0.3,
        style: 'feature',
        phrase: '負極合剤層の密度が{range}である',
      },
    ],
    productKeys: ['graphite', 'siox'],
    measured: [
      ['prop-discharge-capacity', 1],
      ['prop-initial-efficiency', 1],
      ['prop-capacity-retention', 1],
      ['prop-dc-resistance', 0.4],
    ],
    claimable: ['prop-capacity-retention', 'prop-initial-efficiency'],
    noun: 'リチウムイオン二次電池用負極',
    article: 'リチウムイオン二次電池',
    titles: ['{noun}及びリチウムイオン二次電池', '負極合剤及び二次電池', 'ケイ素系負極活物質を含む{noun}'],
    problems: [
      'ケイ素系材料を含みながら、充放電に伴う膨張収縮によるサイクル特性の低下を抑制した',
      '高容量かつ初回充放電効率に優れた',
    ],
    applications: ['電気自動車', 'スマートフォン', 'ノートパソコン', 'ドローン'],
    ipcMain: ['H01M4/587', 'H01M4/133', 'H01M4/134'],
    ipcExtra: ['H01M4/38', 'H01M4/62', 'H01M4/36', 'H01M10/0525'],
    categoryId: 'cat-anode',
    gradePrefixes: ['SG', 'GS', 'SC'],
    features,
  },
];

export const BATTERY: Theme = {
  id: 'battery',
  name: '電池電極材料',
  nameEn: 'battery electrodes',
  description: 'リチウムイオン二次電池の正極・負極合剤(活物質・導電助剤・バインダー)。',
  variables,
  properties,
  systems,
  rawGrades: [
    {
      materialId: 'mat-acetylene-black',
      categoryId: 'cat-conductive-agent',
      gradePrefixes: ['Li', 'AB'],
      properties: [
        ['prop-specific-surface-area', 68, 0.2],
        ['prop-dbp-absorption', 200, 0.1],
      ],
      applications: ['正極導電助剤', '負極導電助剤'],
      features: ['高純度'],
      weight: 1.5,
    },
    {
      materialId: 'mat-cnt',
      categoryId: 'cat-conductive-agent',
      gradePrefixes: ['CN', 'NT'],
      properties: [['prop-specific-surface-area', 250, 0.3]],
      applications: ['正極導電助剤', 'ケイ素系負極'],
      features: ['少量添加', '高導電性'],
      weight: 1,
    },
    {
      materialId: 'mat-pvdf',
      categoryId: 'cat-binder',
      gradePrefixes: ['W', 'KF'],
      properties: [['prop-melting-point', 170, 0.02]],
      applications: ['正極バインダー'],
      features: ['耐電圧性'],
      weight: 1,
    },
    {
      materialId: 'mat-sbr-binder',
      categoryId: 'cat-binder',
      gradePrefixes: ['BM', 'TR'],
      properties: [],
      applications: ['負極バインダー', '水系バインダー'],
      features: ['水系'],
      weight: 0.8,
    },
    {
      materialId: 'mat-cmc',
      categoryId: 'cat-binder',
      gradePrefixes: ['MAC', 'C'],
      properties: [['prop-viscosity', 2, 0.5]],
      applications: ['負極増粘剤'],
      features: ['水系'],
      weight: 0.6,
    },
  ],
  background: [
    'リチウムイオン二次電池は、エネルギー密度が高いことから、携帯電子機器から電気自動車、定置用蓄電池まで幅広く用いられている。',
    '電池の高容量化のため、正極ではニッケル含有量の高い三元系正極活物質が、負極では黒鉛に加えてケイ素系材料の利用が検討されている。',
    '一方で、高容量材料は充放電サイクルに伴う劣化が大きく、電極の抵抗上昇やサイクル特性の低下が課題となっている。',
  ],
  brandSuffixes: ['セル', 'イオン', 'ライト', 'エナジー'],
  procedure: [
    '活物質、導電助剤及びバインダーを表に示す質量比で溶媒中に混合してスラリーを調製し、集電箔上に塗布・乾燥した後、ロールプレスにより表に示す電極密度に圧延して電極を作製した。得られた電極を用いてコイン型セルを組み立て、25℃で充放電試験を行った。容量維持率は1C充放電300サイクル後の値である。',
  ],
};
