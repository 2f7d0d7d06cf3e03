/**
 * Units of physical quantities and compositions: unit families, spelling normalisation and conversion
 * to one canonical unit per family (docs/spec/data-and-search.md). Values are stored as numbers in the canonical
 * unit of their family; callers keep the original value and unit beside the converted one.
 *
 * A family groups the units that measure the same quantity and convert by a factor (and, for
 * temperatures, an offset): `canonical = value × factor + offset`. Units of different families never
 * convert, even where the dimension looks alike (質量部 and 質量% need the total; Shore A and Shore D are
 * different scales; % and a dimensionless ratio mean different things).
 */

export const UNIT_FAMILY_IDS = [
  'stress',
  'temperature',
  'length',
  'mass',
  'density',
  'energyPerArea',
  'energyPerLength',
  'fractureToughness',
  'viscosity',
  'resistivity',
  'sheetResistance',
  'conductivity',
  'resistance',
  'voltage',
  'current',
  'electricField',
  'percent',
  'ratio',
  'massParts',
  'massPercent',
  'molPercent',
  'volumePercent',
  'atomicPercent',
  'time',
  'specificCapacity',
  'arealCapacity',
  'specificEnergy',
  'meltFlowRate',
  'meltVolumeRate',
  'shoreA',
  'shoreD',
  'rockwellR',
  'rockwellM',
  'vickers',
  'brinell',
  'frequency',
  'thermalConductivity',
  'thermalExpansion',
  'force',
  'forcePerWidth',
  'energy',
  'specificSurfaceArea',
  'oilAbsorption',
  'massPerMass',
  'equivalentWeight',
  'mooney',
  'flammabilityClass',
  'cRate',
  'rotationalSpeed',
  'count',
  'volume',
  'amountOfSubstance',
  'arealDensity',
  'shearRate',
  'speed',
] as const;

export type UnitFamily = (typeof UNIT_FAMILY_IDS)[number];

/** One unit as the browser's unit picker and the importer see it. */
export interface UnitInfo {
  /** The spelling this module uses (and returns from `normalizeUnit`). */
  readonly unit: string;
  readonly family: UnitFamily;
  /** canonical value = value × factor + offset */
  readonly factor: number;
  readonly offset: number;
  readonly canonical: boolean;
  /** Other spellings accepted for this unit (before NFKC and whitespace normalisation). */
  readonly aliases: readonly string[];
}

export interface UnitFamilyInfo {
  readonly id: UnitFamily;
  /** Japanese label for pickers and facets. */
  readonly label: string;
  readonly canonical: string;
}

/** [unit, factor, aliases, offset?] — the first unit of each family is its canonical unit (factor 1). */
type UnitRow = readonly [unit: string, factor: number, aliases: readonly string[], offset?: number];

const KGF = 9.80665;

const FAMILY_TABLE: Record<UnitFamily, { label: string; units: readonly UnitRow[] }> = {
  stress: {
    label: '応力・圧力',
    units: [
      ['MPa', 1, ['N/mm²', 'N/mm2', 'メガパスカル']],
      ['GPa', 1000, ['ギガパスカル']],
      ['kPa', 0.001, []],
      ['Pa', 1e-6, ['N/m²', 'N/m2']],
      ['kgf/cm²', KGF / 100, ['kgf/cm2', 'kg/cm²', 'kg/cm2', 'kgf·cm-2']],
      ['kgf/mm²', KGF, ['kgf/mm2', 'kg/mm²', 'kg/mm2']],
      ['psi', 0.006894757293168, ['lbf/in²', 'lbf/in2', 'lb/in2']],
      ['ksi', 6.894757293168, []],
      ['bar', 0.1, []],
      ['atm', 0.101325, []],
    ],
  },
  temperature: {
    label: '温度',
    units: [
      ['℃', 1, ['°C', 'degC', 'deg C', 'ºC', 'oC', '度C', 'Celsius']],
      ['K', 1, ['ケルビン', 'Kelvin'], -273.15],
      ['℉', 5 / 9, ['°F', 'degF', 'ºF', 'oF'], -160 / 9],
    ],
  },
  length: {
    label: '長さ',
    units: [
      ['mm', 1, ['ミリメートル']],
      ['m', 1000, ['メートル']],
      ['cm', 10, []],
      ['μm', 0.001, ['µm', 'um', 'ミクロン', 'micron', 'マイクロメートル']],
      ['nm', 1e-6, []],
      ['Å', 1e-7, ['Å', 'Angstrom']],
      ['in', 25.4, ['inch', 'インチ', '″']],
      ['mil', 0.0254, []],
    ],
  },
  mass: {
    label: '質量',
    units: [
      ['g', 1, ['グラム']],
      ['kg', 1000, []],
      ['mg', 0.001, []],
      ['μg', 1e-6, ['µg', 'ug']],
      ['t', 1e6, ['トン', 'ton']],
      ['lb', 453.59237, ['lbs']],
    ],
  },
  density: {
    label: '密度',
    units: [
      ['g/cm³', 1, ['g/cm3', 'g/cc', 'g/mL', 'g/ml', 'Mg/m3', 'g·cm-3']],
      ['kg/m³', 0.001, ['kg/m3']],
      ['g/L', 0.001, ['g/l']],
    ],
  },
  energyPerArea: {
    label: '衝撃強さ(面積当たり)',
    units: [
      ['kJ/m²', 1, ['kJ/m2']],
      ['J/m²', 0.001, ['J/m2']],
      ['kgf·cm/cm²', KGF / 10, ['kgf·cm/cm2', 'kg·cm/cm2', 'kgfcm/cm2', 'kgcm/cm2']],
    ],
  },
  energyPerLength: {
    label: '衝撃強さ(幅当たり)',
    units: [
      ['J/m', 1, []],
      ['kJ/m', 1000, []],
      ['kgf·cm/cm', KGF, ['kg·cm/cm', 'kgfcm/cm', 'kgcm/cm']],
      ['ft·lbf/in', 53.37865923, ['ft·lb/in', 'ft-lb/in', 'ft-lbf/in', 'ftlb/in']],
    ],
  },
  fractureToughness: {
    label: '破壊靱性',
    units: [
      ['MPa·m^1/2', 1, ['MPa√m', 'MPa·m1/2', 'MPa·m0.5', 'MPam1/2', 'MPa√(m)', 'MN/m3/2', 'MN·m-3/2']],
      ['kPa·m^1/2', 0.001, ['kPa√m']],
      ['ksi·in^1/2', 1.098843, ['ksi√in']],
    ],
  },
  viscosity: {
    label: '粘度',
    units: [
      ['Pa·s', 1, ['Pas', 'パスカル秒']],
      ['mPa·s', 0.001, ['mPas', 'cP', 'cps', 'CPS', 'センチポイズ']],
      ['dPa·s', 0.1, ['dPas', 'P', 'poise', 'ポイズ']],
    ],
  },
  resistivity: {
    label: '体積抵抗率',
    units: [
      ['Ω·cm', 1, ['Ωcm', 'ohm·cm', 'ohm-cm', 'ohmcm', 'Ω-cm']],
      ['Ω·m', 100, ['Ωm', 'ohm·m', 'ohm-m', 'Ω-m']],
      ['mΩ·cm', 0.001, ['mΩcm']],
      ['μΩ·cm', 1e-6, ['µΩ·cm', 'μΩcm', 'µΩcm', 'uΩ·cm', 'uohm·cm']],
    ],
  },
  sheetResistance: {
    label: '表面抵抗率',
    units: [
      ['Ω/□', 1, ['Ω/sq', 'ohm/sq', 'Ω/sq.', 'ohm/square']],
      ['kΩ/□', 1000, ['kΩ/sq']],
      ['MΩ/□', 1e6, ['MΩ/sq']],
    ],
  },
  conductivity: {
    label: '導電率',
    units: [
      ['S/cm', 1, ['S·cm-1']],
      ['S/m', 0.01, ['S·m-1']],
      ['mS/cm', 0.001, []],
      ['MS/m', 1e4, []],
      // 100 %IACS = 58.0 MS/m (annealed copper, IEC 60028)
      ['%IACS', 5800, ['IACS%', '% IACS']],
    ],
  },
  resistance: {
    label: '抵抗',
    units: [
      ['Ω', 1, ['ohm', 'オーム']],
      ['mΩ', 0.001, ['mohm']],
      ['kΩ', 1000, ['kohm']],
      ['MΩ', 1e6, ['Mohm']],
    ],
  },
  voltage: {
    label: '電圧',
    units: [
      ['V', 1, ['ボルト']],
      ['mV', 0.001, []],
      ['kV', 1000, []],
    ],
  },
  current: {
    label: '電流',
    units: [
      ['A', 1, ['アンペア']],
      ['mA', 0.001, []],
      ['μA', 1e-6, ['µA', 'uA']],
    ],
  },
  electricField: {
    label: '絶縁破壊強さ',
    units: [
      ['kV/mm', 1, ['MV/m']],
      ['V/mm', 0.001, []],
      ['kV/cm', 0.1, []],
      ['V/mil', 0.03937007874, []],
    ],
  },
  percent: {
    label: '百分率',
    units: [
      ['%', 1, ['パーセント', 'pct', 'percent']],
      ['ppm', 1e-4, []],
      ['‰', 0.1, ['permil']],
    ],
  },
  ratio: {
    label: '比(無次元)',
    units: [['-', 1, ['', '—', '―', '–', 'なし', '無次元', 'dimensionless', '倍']]],
  },
  massParts: {
    label: '質量部',
    units: [
      [
        '質量部',
        1,
        ['重量部', '部', 'parts', 'part', 'pbw', 'parts by mass', 'parts by weight', 'mass parts'],
      ],
      // parts per hundred rubber: 質量部 per 100 質量部 of the rubber component
      ['phr', 1, ['PHR', 'p.h.r.']],
    ],
  },
  massPercent: {
    label: '質量%',
    units: [
      [
        '質量%',
        1,
        ['wt%', 'wt.%', 'wt %', 'mass%', 'mass %', '重量%', 'w/w%', '%(w/w)', '質量パーセント', 'weight%'],
      ],
      ['質量ppm', 1e-4, ['wtppm', 'wt.ppm', 'massppm', 'ppmw', 'mass ppm']],
    ],
  },
  molPercent: {
    label: 'mol%',
    units: [['mol%', 1, ['モル%', 'mol.%', 'mole%', 'mol %']]],
  },
  volumePercent: {
    label: '体積%',
    units: [['vol%', 1, ['体積%', 'vol.%', 'v/v%', '容量%', 'volume%']]],
  },
  atomicPercent: {
    label: '原子%',
    units: [['at%', 1, ['原子%', 'at.%', 'atom%']]],
  },
  time: {
    label: '時間',
    units: [
      ['h', 1, ['hr', 'hrs', 'hour', 'hours', '時間']],
      ['min', 1 / 60, ['分', 'mins', 'minute', 'minutes']],
      ['s', 1 / 3600, ['sec', 'secs', '秒', 'second', 'seconds']],
      ['ms', 1 / 3.6e6, ['ミリ秒']],
      ['d', 24, ['day', 'days', '日']],
    ],
  },
  specificCapacity: {
    label: '容量(質量当たり)',
    units: [
      ['mAh/g', 1, ['mA·h/g', 'mAhg-1', 'mAh·g-1', 'Ah/kg']],
      ['Ah/g', 1000, []],
    ],
  },
  arealCapacity: {
    label: '容量(面積当たり)',
    units: [['mAh/cm²', 1, ['mAh/cm2', 'mAh·cm-2']]],
  },
  specificEnergy: {
    label: 'エネルギー密度(質量当たり)',
    units: [
      ['Wh/kg', 1, ['W·h/kg', 'mWh/g']],
      ['kWh/kg', 1000, []],
    ],
  },
  meltFlowRate: {
    label: 'MFR',
    units: [['g/10min', 1, ['g/10分', 'g/10 min', 'g/10mins', 'dg/min']]],
  },
  meltVolumeRate: {
    label: 'MVR',
    units: [['cm³/10min', 1, ['cm3/10min', 'mL/10min', 'ml/10min', 'cm3/10分']]],
  },
  shoreA: {
    label: 'デュロメータ硬さ A (Shore A)',
    units: [
      [
        'Shore A',
        1,
        [
          'ShoreA',
          'HS(A)',
          'HSA',
          'Hs(JIS A)',
          'デュロメータA',
          'タイプA',
          'A型',
          'JIS A',
          'JIS-A',
          'Duro A',
          'HA',
        ],
      ],
    ],
  },
  shoreD: {
    label: 'デュロメータ硬さ D (Shore D)',
    units: [
      ['Shore D', 1, ['ShoreD', 'HS(D)', 'HSD', 'デュロメータD', 'タイプD', 'D型', 'JIS D', 'Duro D', 'HD']],
    ],
  },
  rockwellR: { label: 'ロックウェル硬さ Rスケール', units: [['HRR', 1, ['ロックウェルR', 'R scale']]] },
  rockwellM: { label: 'ロックウェル硬さ Mスケール', units: [['HRM', 1, ['ロックウェルM', 'M scale']]] },
  vickers: { label: 'ビッカース硬さ', units: [['HV', 1, ['Hv', 'ビッカース']]] },
  brinell: { label: 'ブリネル硬さ', units: [['HBW', 1, ['HB', 'ブリネル']]] },
  frequency: {
    label: '周波数',
    units: [
      ['Hz', 1, ['ヘルツ']],
      ['kHz', 1e3, []],
      ['MHz', 1e6, []],
      ['GHz', 1e9, []],
    ],
  },
  thermalConductivity: {
    label: '熱伝導率',
    units: [
      ['W/(m·K)', 1, ['W/m·K', 'W/mK', 'W/(mK)', 'W/m/K', 'W·m-1·K-1', 'W/(m·℃)', 'W/m·℃']],
      ['mW/(m·K)', 0.001, ['mW/m·K', 'mW/mK']],
      ['cal/(cm·s·℃)', 418.4, ['cal/cm·s·℃', 'cal/cm/s/℃']],
    ],
  },
  thermalExpansion: {
    label: '線膨張係数',
    units: [
      ['ppm/K', 1, ['ppm/℃', '10-6/K', '×10-6/K', '10-6/℃', '×10-6/℃', '1e-6/K', 'x10-6/K']],
      ['1/K', 1e6, ['K-1', '/K', '/℃', '℃-1', '1/℃']],
      ['10⁻⁵/K', 10, ['10-5/K', '×10-5/K', '10-5/℃', '×10-5/℃', 'x10-5/K', '1e-5/K']],
    ],
  },
  force: {
    label: '力',
    units: [
      ['N', 1, ['ニュートン']],
      ['kN', 1000, []],
      ['mN', 0.001, []],
      ['kgf', KGF, []],
      ['gf', KGF / 1000, []],
      ['lbf', 4.4482216152605, []],
    ],
  },
  forcePerWidth: {
    label: 'はく離強さ(幅当たりの力)',
    units: [
      ['N/25mm', 1, ['N/25 mm', 'N/25ｍｍ']],
      ['N/10mm', 2.5, []],
      ['N/20mm', 1.25, []],
      ['N/50mm', 0.5, []],
      ['N/cm', 2.5, []],
      ['N/mm', 25, []],
      ['N/m', 0.025, []],
      ['gf/25mm', KGF / 1000, []],
      ['kgf/25mm', KGF, []],
      ['lbf/in', (4.4482216152605 * 25) / 25.4, ['lb/in']],
    ],
  },
  energy: {
    label: 'エネルギー',
    units: [
      ['J', 1, ['ジュール']],
      ['kJ', 1000, []],
      ['mJ', 0.001, []],
      ['cal', 4.184, []],
      ['kcal', 4184, []],
      ['Wh', 3600, []],
    ],
  },
  specificSurfaceArea: {
    label: '比表面積',
    units: [
      ['m²/g', 1, ['m2/g', 'm2·g-1']],
      ['cm²/g', 1e-4, ['cm2/g']],
    ],
  },
  oilAbsorption: {
    label: '吸油量',
    units: [['mL/100g', 1, ['ml/100g', 'cm3/100g', 'cc/100g', 'mL/100 g']]],
  },
  massPerMass: {
    label: '質量当たり質量',
    units: [
      ['mg/g', 1, ['g/kg']],
      ['μg/g', 0.001, ['µg/g', 'ug/g']],
    ],
  },
  equivalentWeight: {
    label: '当量',
    units: [['g/eq', 1, ['g/当量', 'g/equiv', 'g/eq.', 'g/equiv.']]],
  },
  mooney: { label: 'ムーニー粘度', units: [['MU', 1, ['M', 'ML', 'ムーニー']]] },
  flammabilityClass: {
    label: 'UL94 燃焼性区分 (数値順位)',
    units: [['UL94', 1, ['UL94区分', 'UL-94', 'UL 94']]],
  },
  cRate: { label: 'Cレート', units: [['C', 1, ['C-rate', 'Cレート']]] },
  rotationalSpeed: {
    label: '回転数',
    units: [['rpm', 1, ['min-1', 'r/min', 'rev/min', '回転/分', 'RPM']]],
  },
  count: { label: '回数', units: [['回', 1, ['cycles', 'cycle', 'サイクル', '回数', 'cyc']]] },
  volume: {
    label: '体積',
    units: [
      ['mL', 1, ['ml', 'cm3', 'cm³', 'cc']],
      ['L', 1000, ['l', 'リットル']],
      ['μL', 0.001, ['µL', 'uL', 'μl', 'µl']],
      ['m³', 1e6, ['m3']],
    ],
  },
  amountOfSubstance: {
    label: '物質量',
    units: [
      ['mol', 1, ['モル']],
      ['mmol', 0.001, []],
    ],
  },
  arealDensity: {
    label: '面密度(目付)',
    units: [
      ['mg/cm²', 1, ['mg/cm2']],
      ['g/m²', 0.1, ['g/m2', 'gsm']],
    ],
  },
  shearRate: { label: 'せん断速度', units: [['1/s', 1, ['s-1', '/s', 'sec-1', '1/sec']]] },
  speed: {
    label: '速度',
    units: [
      ['mm/min', 1, ['mm/分']],
      ['m/min', 1000, ['m/分']],
      ['mm/s', 60, ['mm/sec', 'mm/秒']],
    ],
  },
};

/**
 * The key under which a spelling is looked up: NFKC (full/half width, ², ³, ㎫, ℃ → °C), no
 * whitespace, one multiplication dot, ASCII minus, no `^`.
 */
function unitKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[−‐‑‒–—―]/g, '-')
    .replace(/[・･⋅∙•*]/g, '·')
    .replace(/\^/g, '')
    .replace(/(?<=[A-Za-zΩμ])\.(?=[A-Za-zΩμ])/g, '·');
}

const UNITS: readonly UnitInfo[] = UNIT_FAMILY_IDS.flatMap((family) =>
  FAMILY_TABLE[family].units.map(([unit, factor, aliases, offset], index): UnitInfo => ({
    unit,
    family,
    factor,
    offset: offset ?? 0,
    canonical: index === 0,
    aliases,
  })),
);

const BY_UNIT = new Map<string, UnitInfo>(UNITS.map((info) => [info.unit, info]));
/**
 * Every accepted spelling by its lookup key, and by the key in lower case where that is unambiguous. Built on
 * the first lookup that is not an exact unit, not when the module loads: a browser page that shows units
 * loads this module with its first scripts and mostly looks up exact units (issue 17, decision 0055).
 */
let spellings: { byKey: Map<string, UnitInfo>; byLowerKey: Map<string, UnitInfo | null> } | undefined;

function spellingTables(): NonNullable<typeof spellings> {
  if (spellings) return spellings;
  const byKey = new Map<string, UnitInfo>();
  const byLowerKey = new Map<string, UnitInfo | null>();
  for (const info of UNITS) {
    for (const spelling of [info.unit, ...info.aliases]) {
      const key = unitKey(spelling);
      const existing = byKey.get(key);
      if (existing && existing !== info) throw new Error(`unit spelling ${spelling} is ambiguous`);
      byKey.set(key, info);
    }
  }
  for (const [key, info] of byKey) {
    const lower = key.toLowerCase();
    const existing = byLowerKey.get(lower);
    // A case-insensitive match is used only where it is unambiguous (mpa → MPa, but ms stays unknown
    // if it could be ms or MS).
    byLowerKey.set(lower, existing === undefined || existing === info ? info : null);
  }
  spellings = { byKey, byLowerKey };
  return spellings;
}

export const UNIT_FAMILIES: readonly UnitFamilyInfo[] = UNIT_FAMILY_IDS.map((id) => ({
  id,
  label: FAMILY_TABLE[id].label,
  canonical: FAMILY_TABLE[id].units[0]![0],
}));

export type UnitErrorReason = 'unknown-unit' | 'cross-family';

export class UnitConversionError extends Error {
  override readonly name = 'UnitConversionError';
  constructor(
    readonly reason: UnitErrorReason,
    message: string,
  ) {
    super(message);
  }
}

function lookup(text: string): UnitInfo | null {
  const direct = BY_UNIT.get(text);
  if (direct) return direct;
  const key = unitKey(text);
  const { byKey, byLowerKey } = spellingTables();
  return byKey.get(key) ?? byLowerKey.get(key.toLowerCase()) ?? null;
}

/**
 * The spelling this module uses for a unit as written anywhere (`'kgf/cm2'` → `'kgf/cm²'`,
 * `'°C'` → `'℃'`, `'wt%'` → `'質量%'`, `'ｍＰａ・ｓ'` → `'mPa·s'`), or null when the unit is unknown.
 */
export function normalizeUnit(text: string): string | null {
  return lookup(text)?.unit ?? null;
}

/** The family of a unit (any accepted spelling), or null when the unit is unknown. */
export function unitFamily(unit: string): UnitFamily | null {
  return lookup(unit)?.family ?? null;
}

export function canonicalUnit(family: UnitFamily): string {
  return FAMILY_TABLE[family].units[0]![0];
}

/** Every unit of a family, canonical first (for the browser's unit picker). */
export function unitsOfFamily(family: UnitFamily): readonly UnitInfo[] {
  return UNITS.filter((info) => info.family === family);
}

export function canConvert(from: string, to: string): boolean {
  const a = lookup(from);
  const b = lookup(to);
  return a !== null && b !== null && a.family === b.family;
}

/** Twelve significant digits: removes binary noise (99.99999999999997 → 100) and keeps the value. */
function tidy(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(12)) : value;
}

function mustLookup(unit: string): UnitInfo {
  const info = lookup(unit);
  if (!info) throw new UnitConversionError('unknown-unit', `unknown unit: ${unit}`);
  return info;
}

/** Converts a value between two units of the same family; throws `UnitConversionError` otherwise. */
export function convert(value: number, from: string, to: string): number {
  const a = mustLookup(from);
  const b = mustLookup(to);
  if (a.family !== b.family) {
    throw new UnitConversionError(
      'cross-family',
      `cannot convert ${a.unit} (${FAMILY_TABLE[a.family].label}) to ${b.unit} (${FAMILY_TABLE[b.family].label})`,
    );
  }
  if (a === b) return value;
  const canonical = value * a.factor + a.offset;
  return tidy((canonical - b.offset) / b.factor);
}

/** The value in the canonical unit of its family, e.g. (24.5, 'kgf/cm²') → {value: 2.40263…, unit: 'MPa'}. */
export function toCanonical(value: number, unit: string): { value: number; unit: string } {
  const info = mustLookup(unit);
  const target = canonicalUnit(info.family);
  return { value: info.canonical ? value : tidy(value * info.factor + info.offset), unit: target };
}
