import { clamp, softMin } from '../math.js';
import type { Composition, Theme, ThemeSystem } from '../theme-types.js';
import { amount, byKey, byProperty, conditionVariable, ingredient } from './common.js';

/**
 * Wrought alloys based on Al, Cu or Ti: element contents in 質量% (the base metal is the balance), aging
 * temperature/time and cold work. Solid-solution strengthening adds strength per mass %, precipitates
 * (Mg2Si, MgZn2, Ni2Si, β in Ti) add strength after aging near an optimum (Larson–Miller parameter),
 * cold work hardens; elongation falls as strength rises; conductivity falls with solute in solution and
 * recovers when aging takes solute out as precipitates (the strength–conductivity trade-off of copper alloys).
 */

type Base = 'al' | 'cu' | 'ti';

function baseOf(c: Composition): Base {
  const al = amount(c, 'al');
  const cu = amount(c, 'cu');
  const ti = amount(c, 'ti');
  if (al === 0 && cu === 0 && ti === 0) return 'al';
  return al >= cu && al >= ti ? 'al' : cu >= ti ? 'cu' : 'ti';
}

/** Aging response in [0, 1]: 0 without aging, 1 at the peak of the Larson–Miller parameter. */
function agingResponse(c: Composition, peak: number, width: number): number {
  const temperature = c.agingTemp;
  const time = c.agingTime;
  if (temperature === undefined || !Number.isFinite(temperature)) return 0;
  const hours = time !== undefined && Number.isFinite(time) && time > 0 ? time : 4;
  const p = ((temperature + 273.15) * (Math.log10(hours) + 18)) / 1000;
  return Math.exp(-(((p - peak) / width) ** 2));
}

interface AlloyState {
  tensile: number;
  proofRatio: number;
  elongation: number;
  resistivity: number;
  hardnessFactor: number;
}

function aluminium(c: Composition): AlloyState {
  const e = (key: string) => amount(c, key);
  const cw = clamp(e('coldWork'), 0, 90);
  const peak = 8.47 - 0.1 * e('zn');
  const g = agingResponse(c, peak, 0.55);
  const mg2si = softMin(e('mg'), 1.73 * e('si'), 0.1);
  const mgzn2 = softMin(e('zn'), 5 * e('mg'), 0.3);
  const precipitation =
    210 * Math.max(0, mg2si) ** 0.7 + 95 * Math.max(0, mgzn2) ** 0.6 + 60 * e('cu') ** 0.8;
  const solid =
    32 * e('mg') ** 0.9 +
    12 * e('si') +
    40 * e('cu') +
    25 * e('mn') +
    8 * e('zn') +
    10 * e('fe') +
    20 * e('cr') +
    30 * e('zr');
  const tensile = 70 + solid + precipitation * (0.35 + 0.65 * g) + 1.2 * cw;
  const inSolution = 1 - 0.55 * g;
  const resistivity =
    2.65 +
    (0.54 * e('mg') + 1.02 * e('si') + 0.34 * e('cu') + 0.09 * e('zn')) * inSolution +
    2.9 * e('mn') +
    0.26 * e('fe') +
    4.0 * e('cr') +
    1.7 * e('zr') +
    2.9 * e('ti');
  return {
    tensile,
    proofRatio: Math.min(0.95, 0.45 + 0.45 * g * (precipitation / (precipitation + 60)) + 0.006 * cw),
    elongation: 32 * (100 / tensile) ** 0.9 * (1 - 0.012 * Math.min(cw, 70)),
    resistivity,
    hardnessFactor: 1 / 3.2,
  };
}

function copper(c: Composition): AlloyState {
  const e = (key: string) => amount(c, key);
  const cw = clamp(e('coldWork'), 0, 90);
  const g = agingResponse(c, 13.45, 0.9);
  const ni2si = Math.max(0, softMin(e('ni'), 4.2 * e('si'), 0.15));
  const precipitation = 230 * ni2si ** 0.6 + 300 * e('cr') ** 0.7;
  const solid =
    3.2 * e('zn') + 22 * e('sn') + 12 * e('ni') + 40 * e('si') + 80 * e('p') + 30 * e('fe') + 60 * e('mg');
  const tensile = 220 + solid + precipitation * (0.15 + 0.85 * g) + 3.5 * cw * (1 - cw / 200);
  const niBound = e('ni') > 0 ? Math.min(1, ni2si / e('ni')) : 0;
  const siBound = e('si') > 0 ? Math.min(1, ni2si / 4.2 / e('si')) : 0;
  const resistivity =
    1.72 +
    0.15 * e('zn') +
    1.45 * e('sn') +
    1.1 * e('ni') * (1 - 0.9 * g * niBound) +
    4 * e('si') * (1 - 0.9 * g * siBound) +
    12 * e('p') +
    9 * e('fe') * (1 - 0.7 * g) +
    4 * e('cr') * (1 - 0.9 * g) +
    3.5 * e('mg') +
    0.002 * cw;
  return {
    tensile,
    proofRatio: Math.min(
      0.95,
      0.3 + 0.5 * (1 - Math.exp(-cw / 15)) + 0.25 * g * (precipitation / (precipitation + 100)),
    ),
    elongation: 45 * (220 / tensile) ** 1.3 * (1 - 0.9 * (1 - Math.exp(-cw / 25))) + 1,
    resistivity,
    hardnessFactor: 1 / 3.1,
  };
}

function titanium(c: Composition): AlloyState {
  const e = (key: string) => amount(c, key);
  const cw = clamp(e('coldWork'), 0, 90);
  const g = agingResponse(c, 15.3, 0.7);
  const moEq = e('mo') + 0.67 * e('v') + 2.9 * e('fe') + 1.6 * e('cr');
  const tensile =
    240 +
    55 * e('al') +
    22 * e('v') +
    30 * e('mo') +
    70 * e('fe') +
    900 * e('o') +
    25 * e('sn') +
    12 * e('zr') +
    60 * moEq ** 0.6 * g +
    2 * cw;
  return {
    tensile,
    proofRatio: Math.min(0.95, 0.84 + 0.06 * g + 0.001 * cw),
    elongation: 28 * (380 / tensile) ** 0.75,
    resistivity: 42 + 14 * e('al') + 6 * e('v') + 7 * e('mo') + 10 * e('fe') + 100 * e('o'),
    hardnessFactor: 1 / 3.0,
  };
}

function alloyState(c: Composition): AlloyState {
  const base = baseOf(c);
  return base === 'al' ? aluminium(c) : base === 'cu' ? copper(c) : titanium(c);
}

const properties = byProperty([
  { propertyId: 'prop-tensile-strength', noise: 0.025, evaluate: (c) => alloyState(c).tensile },
  {
    propertyId: 'prop-proof-stress',
    noise: 0.03,
    evaluate: (c) => {
      const s = alloyState(c);
      return s.tensile * s.proofRatio;
    },
  },
  { propertyId: 'prop-elongation', noise: 0.06, evaluate: (c) => alloyState(c).elongation },
  { propertyId: 'prop-conductivity-iacs', noise: 0.02, evaluate: (c) => 172.41 / alloyState(c).resistivity },
  {
    propertyId: 'prop-vickers-hardness',
    noise: 0.03,
    evaluate: (c) => {
      const s = alloyState(c);
      return s.tensile * s.hardnessFactor;
    },
  },
]);

const ELEMENTS: [string, string][] = [
  ['al', 'Al'],
  ['cu', 'Cu'],
  ['ti', 'Ti'],
  ['mg', 'Mg'],
  ['si', 'Si'],
  ['mn', 'Mn'],
  ['fe', 'Fe'],
  ['cr', 'Cr'],
  ['zn', 'Zn'],
  ['zr', 'Zr'],
  ['ni', 'Ni'],
  ['sn', 'Sn'],
  ['p', 'P'],
  ['v', 'V'],
  ['mo', 'Mo'],
  ['o', 'O'],
];
const STEPS: Record<string, number> = { p: 0.005, o: 0.01, zr: 0.01, cr: 0.01, ti: 0.01 };

const variables = byKey([
  ...ELEMENTS.map(([key, symbol]) => ingredient(key, symbol, [`mat-${key}`], STEPS[key] ?? 0.05, '質量%')),
  conditionVariable('agingTemp', '時効温度', '℃', 5),
  conditionVariable('agingTime', '時効時間', 'h', 0.5),
  conditionVariable('coldWork', '冷間加工率', '%', 5),
]);

function features(values: ReadonlyMap<string, number>, c: Composition): string[] {
  const out: string[] = [];
  const tensile = values.get('prop-tensile-strength') ?? 0;
  const base = baseOf(c);
  if (
    (base === 'al' && tensile >= 350) ||
    (base === 'cu' && tensile >= 600) ||
    (base === 'ti' && tensile >= 950)
  )
    out.push('高強度');
  if ((values.get('prop-conductivity-iacs') ?? 0) >= 45) out.push('高導電');
  if ((values.get('prop-elongation') ?? 0) >= 15) out.push('成形性');
  if (base === 'al' || base === 'ti') out.push('軽量');
  if (amount(c, 'sn') >= 4) out.push('ばね性');
  return out;
}

const AGING = (range: readonly [number, number], claim: number) => ({
  key: 'agingTemp',
  range,
  vary: 0.7,
  claim,
  style: 'method' as const,
  phrase: '{range}で時効処理を行う工程',
});
const COLD_WORK = (range: readonly [number, number], vary: number, claim: number) => ({
  key: 'coldWork',
  range,
  vary,
  claim,
  style: 'method' as const,
  phrase: '加工率{range}で冷間圧延を行う工程',
});
const COMMON = {
  themeId: 'alloy' as const,
  basis: 'alloy' as const,
  themes: [] as string[],
  fterms: [] as string[],
};

const systems: ThemeSystem[] = [
  {
    ...COMMON,
    id: 'al-6000',
    label: 'Al-Mg-Si系(6000系)アルミニウム合金',
    weight: 0.25,
    base: { keys: ['al'], label: 'Al' },
    components: [
      { key: 'mg', group: 'Mg', lo: [0.2, 0.5], hi: [1.0, 1.5], limits: [0, 2] },
      { key: 'si', group: 'Si', lo: [0.2, 0.5], hi: [0.9, 1.4], limits: [0, 2] },
      { key: 'cu', group: 'Cu', lo: [0.01, 0.1], hi: [0.3, 0.6], use: 0.6, limits: [0, 1.2] },
      { key: 'mn', group: 'Mn', lo: [0.01, 0.1], hi: [0.4, 0.8], use: 0.5, limits: [0, 1.5] },
      { key: 'cr', group: 'Cr', lo: [0.01, 0.05], hi: [0.2, 0.35], use: 0.4, limits: [0, 0.5] },
      { key: 'fe', group: 'Fe', lo: [0.01, 0.05], hi: [0.3, 0.5], use: 0.7, limits: [0, 0.8] },
    ],
    minors: [{ key: 'ti', amount: [0.01, 0.05] as const, use: 0.6 }],
    conditions: [AGING([150, 220], 0.5), { key: 'agingTime', range: [2, 24], vary: 0.4 }],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-proof-stress', 1],
      ['prop-elongation', 1],
      ['prop-conductivity-iacs', 0.6],
      ['prop-vickers-hardness', 0.3],
    ],
    claimable: ['prop-tensile-strength', 'prop-proof-stress', 'prop-conductivity-iacs'],
    noun: 'アルミニウム合金',
    article: '押出材',
    titles: [
      '{noun}及びその製造方法',
      'Al-Mg-Si系{noun}押出材',
      '高強度{noun}板材',
      '{noun}及び自動車構造部材',
    ],
    problems: [
      '高強度でありながら押出性及び耐食性に優れた',
      '導電率と強度とのバランスに優れ、バスバー用途に適した',
      '曲げ加工性に優れ、成形後の焼付け塗装による強度向上が大きい',
    ],
    applications: ['自動車構造部材', 'バンパーリインフォース', 'バスバー', '鉄道車両', '建材', '電池ケース'],
    ipcMain: ['C22C21/06', 'C22C21/02'],
    ipcExtra: ['C22F1/05', 'C22F1/00', 'C22C21/00'],
    categoryId: 'cat-al-6000',
    gradePrefixes: ['A6', '6N', 'HS'],
    features,
  },
  {
    ...COMMON,
    id: 'al-7000',
    label: 'Al-Zn-Mg系(7000系)アルミニウム合金',
    weight: 0.15,
    base: { keys: ['al'], label: 'Al' },
    components: [
      { key: 'zn', group: 'Zn', lo: [3, 5], hi: [7, 9], limits: [0, 10] },
      { key: 'mg', group: 'Mg', lo: [0.5, 1.5], hi: [2.5, 3.5], limits: [0, 4] },
      { key: 'cu', group: 'Cu', lo: [0.05, 0.5], hi: [1.5, 2.5], use: 0.7, limits: [0, 3] },
      { key: 'zr', group: 'Zr', lo: [0.03, 0.08], hi: [0.15, 0.25], use: 0.6, limits: [0, 0.3] },
      { key: 'cr', group: 'Cr', lo: [0.01, 0.05], hi: [0.2, 0.3], use: 0.3, limits: [0, 0.4] },
    ],
    minors: [{ key: 'fe', amount: [0.05, 0.2] as const }],
    conditions: [AGING([100, 180], 0.5), { key: 'agingTime', range: [4, 48], vary: 0.4 }],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-proof-stress', 1],
      ['prop-elongation', 1],
      ['prop-conductivity-iacs', 0.3],
      ['prop-vickers-hardness', 0.4],
    ],
    claimable: ['prop-tensile-strength', 'prop-proof-stress'],
    noun: 'アルミニウム合金',
    article: '押出材',
    titles: ['高強度{noun}', 'Al-Zn-Mg系{noun}及びその製造方法', '{noun}押出材及びその製造方法'],
    problems: ['応力腐食割れ感受性が低く、かつ高い強度を有する', '溶接部の強度低下が小さい高強度の'],
    applications: ['航空機部材', '自動車バンパー', '二輪車フレーム', 'スポーツ用品'],
    ipcMain: ['C22C21/10'],
    ipcExtra: ['C22F1/04', 'C22F1/00'],
    categoryId: 'cat-al-7000',
    gradePrefixes: ['A7', '7N', 'ZM'],
    features,
  },
  {
    ...COMMON,
    id: 'cu-corson',
    label: 'Cu-Ni-Si系(コルソン系)銅合金',
    weight: 0.2,
    base: { keys: ['cu'], label: 'Cu' },
    components: [
      { key: 'ni', group: 'Ni', lo: [0.5, 1.5], hi: [3.5, 5], limits: [0, 6] },
      { key: 'si', group: 'Si', lo: [0.1, 0.3], hi: [0.8, 1.2], limits: [0, 1.5] },
      { key: 'mg', group: 'Mg', lo: [0.01, 0.05], hi: [0.2, 0.3], use: 0.5, limits: [0, 0.4] },
      { key: 'sn', group: 'Sn', lo: [0.01, 0.1], hi: [0.5, 1], use: 0.5, limits: [0, 1.5] },
      { key: 'zn', group: 'Zn', lo: [0.05, 0.2], hi: [0.8, 1.5], use: 0.5, limits: [0, 2] },
      { key: 'cr', group: 'Cr', lo: [0.01, 0.05], hi: [0.3, 0.5], use: 0.2, limits: [0, 0.6] },
    ],
    minors: [],
    conditions: [
      AGING([380, 550], 0.4),
      { key: 'agingTime', range: [1, 12], vary: 0.3 },
      COLD_WORK([0, 60], 0.3, 0.15),
    ],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-proof-stress', 1],
      ['prop-conductivity-iacs', 1],
      ['prop-elongation', 0.7],
      ['prop-vickers-hardness', 0.4],
    ],
    claimable: ['prop-proof-stress', 'prop-conductivity-iacs'],
    noun: '銅合金',
    article: '銅合金板材',
    titles: [
      '電子材料用{noun}及びその製造方法',
      'Cu-Ni-Si系{noun}板材',
      '高強度高導電性{noun}',
      '{noun}条及びコネクタ',
    ],
    problems: [
      '高い強度と導電率とを両立し、かつ曲げ加工性に優れた',
      '耐応力緩和特性に優れ、車載コネクタに適した',
    ],
    applications: ['コネクタ', '端子', 'リードフレーム', 'リレー', 'スイッチ'],
    ipcMain: ['C22C9/06'],
    ipcExtra: ['C22F1/08', 'C22F1/00', 'C22C9/10'],
    categoryId: 'cat-cu-precipitation',
    gradePrefixes: ['C7', 'NS', 'CK'],
    features,
  },
  {
    ...COMMON,
    id: 'cu-bronze',
    label: 'りん青銅',
    weight: 0.12,
    base: { keys: ['cu'], label: 'Cu' },
    components: [
      { key: 'sn', group: 'Sn', lo: [1, 4], hi: [8, 11], limits: [0, 12] },
      { key: 'p', group: 'P', lo: [0.01, 0.05], hi: [0.2, 0.4], limits: [0, 0.5] },
      { key: 'ni', group: 'Ni', lo: [0.05, 0.1], hi: [0.5, 1], use: 0.3, limits: [0, 1.5] },
      { key: 'zn', group: 'Zn', lo: [0.05, 0.1], hi: [0.3, 0.6], use: 0.3, limits: [0, 1] },
    ],
    minors: [{ key: 'fe', amount: [0.005, 0.05] as const, use: 0.5 }],
    conditions: [COLD_WORK([10, 60], 0.6, 0.3)],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-elongation', 1],
      ['prop-proof-stress', 0.8],
      ['prop-conductivity-iacs', 0.7],
      ['prop-vickers-hardness', 0.6],
    ],
    claimable: ['prop-tensile-strength', 'prop-proof-stress'],
    noun: '銅合金',
    article: '銅合金板材',
    titles: ['りん青銅からなる{noun}板及びその製造方法', 'ばね用{noun}板材', '{noun}及び電子部品'],
    problems: ['ばね限界値が高く、かつ曲げ加工性に優れた', '強度と導電率とのバランスに優れたばね用の'],
    applications: ['ばね材', 'コネクタ', 'スイッチ', 'ベローズ'],
    ipcMain: ['C22C9/02'],
    ipcExtra: ['C22F1/08', 'C22F1/00'],
    categoryId: 'cat-phosphor-bronze',
    gradePrefixes: ['PB', 'C5', 'SP'],
    features,
  },
  {
    ...COMMON,
    id: 'cu-brass',
    label: '黄銅',
    weight: 0.13,
    base: { keys: ['cu'], label: 'Cu' },
    components: [
      { key: 'zn', group: 'Zn', lo: [15, 25], hi: [35, 42], limits: [0, 45] },
      { key: 'sn', group: 'Sn', lo: [0.1, 0.3], hi: [1, 2], use: 0.4, limits: [0, 3] },
      { key: 'si', group: 'Si', lo: [0.1, 0.5], hi: [1, 3.5], use: 0.4, limits: [0, 4] },
      { key: 'fe', group: 'Fe', lo: [0.01, 0.05], hi: [0.3, 0.6], use: 0.3, limits: [0, 1] },
      { key: 'ni', group: 'Ni', lo: [0.05, 0.1], hi: [0.5, 1], use: 0.2, limits: [0, 2] },
    ],
    minors: [],
    conditions: [COLD_WORK([0, 50], 0.5, 0.2)],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-elongation', 1],
      ['prop-proof-stress', 0.7],
      ['prop-conductivity-iacs', 0.5],
      ['prop-vickers-hardness', 0.5],
    ],
    claimable: ['prop-tensile-strength', 'prop-elongation'],
    noun: '銅合金',
    article: '銅合金部材',
    titles: ['快削性{noun}', '鉛フリー黄銅{noun}及びその製造方法', '{noun}及び水栓金具'],
    problems: [
      '鉛を含有しなくとも優れた被削性を有し、かつ脱亜鉛腐食が生じにくい',
      '強度と延性とのバランスに優れた',
    ],
    applications: ['水栓金具', 'バルブ', '継手', '端子', '装飾品'],
    ipcMain: ['C22C9/04'],
    ipcExtra: ['C22F1/08'],
    categoryId: 'cat-brass',
    gradePrefixes: ['BS', 'C2', 'EB'],
    features,
  },
  {
    ...COMMON,
    id: 'ti-alloy',
    label: 'α+β型チタン合金',
    weight: 0.15,
    base: { keys: ['ti'], label: 'Ti' },
    components: [
      { key: 'al', group: 'Al', lo: [2, 4], hi: [6, 7], limits: [0, 8] },
      { key: 'v', group: 'V', lo: [1, 3], hi: [4.5, 5.5], use: 0.7, limits: [0, 7] },
      { key: 'fe', group: 'Fe', lo: [0.05, 0.3], hi: [1.5, 2.5], use: 0.6, limits: [0, 3] },
      { key: 'mo', group: 'Mo', lo: [0.2, 1], hi: [2.5, 4], use: 0.4, limits: [0, 5] },
      { key: 'o', group: 'O', lo: [0.03, 0.08], hi: [0.2, 0.3], limits: [0, 0.4] },
    ],
    minors: [],
    conditions: [AGING([450, 650], 0.4), { key: 'agingTime', range: [1, 8], vary: 0.3 }],
    measured: [
      ['prop-tensile-strength', 1],
      ['prop-proof-stress', 1],
      ['prop-elongation', 1],
      ['prop-vickers-hardness', 0.5],
      ['prop-conductivity-iacs', 0.2],
    ],
    claimable: ['prop-tensile-strength', 'prop-proof-stress', 'prop-elongation'],
    noun: 'チタン合金',
    article: 'チタン合金材',
    titles: ['{noun}及びその製造方法', 'α+β型{noun}', '高強度{noun}材', '{noun}及びゴルフクラブヘッド'],
    problems: [
      '高価なバナジウムの使用量を抑えつつ、Ti-6Al-4V合金と同等以上の強度と延性を有する',
      '冷間加工性に優れ、かつ高強度の',
    ],
    applications: ['航空機部材', 'エンジン部品', '医療用インプラント', 'ゴルフクラブ', '化学プラント'],
    ipcMain: ['C22C14/00'],
    ipcExtra: ['C22F1/18', 'C22F1/00'],
    categoryId: 'cat-ti-alloy',
    gradePrefixes: ['T6', 'TA', 'TB'],
    features,
  },
];

export const ALLOY: Theme = {
  id: 'alloy',
  name: '非鉄合金',
  nameEn: 'non-ferrous alloys',
  description: 'アルミニウム合金・銅合金・チタン合金の成分(質量%)と熱処理・加工条件。',
  variables,
  properties,
  systems,
  rawGrades: [],
  background: [
    '非鉄金属材料は、軽量性、導電性、耐食性等の特長を活かして、輸送機器、電気電子部品、建材等に広く用いられている。',
    '合金の強度は、固溶強化、析出強化及び加工硬化により高められるが、強度の向上に伴って延性や導電率が低下する傾向がある。',
    '添加元素の種類と量、及び溶体化・時効処理等の熱処理条件を適切に組み合わせることで、強度と他の特性とのバランスを改善する検討が行われている。',
  ],
  brandSuffixes: ['アロイ', 'メタル', 'ロイ', 'ライト'],
  procedure: [
    '表に示す成分組成の合金を溶解・鋳造して鋳塊とし、均質化処理、熱間加工及び溶体化処理を行った後、表に示す条件で冷間加工及び時効処理を施して供試材を得た。供試材から試験片を採取し、引張試験(JIS Z 2241)及び導電率測定を行った。',
  ],
};
