import type { PropertyRecord } from '@app/contract/interchange';
import type { UnitFamily } from '@app/contract/units';

export interface PropertyDef {
  id: string;
  name: string;
  nameEn: string;
  aliases: string[];
  unit: string;
  unitFamily: UnitFamily;
  testStandards: string[];
  direction: 'higher' | 'lower' | null;
  appliesTo: 'product' | 'example' | 'both';
  group: string;
  /** Rounding step of values in `unit`. */
  step: number;
  levels?: { value: number; label: string }[];
}

const MECH = '機械的性質';
const THERM = '熱的性質';
const PHYS = '物理的性質';
const FLAME = '燃焼性';
const ELEC = '電気的性質';
const RUBBER = 'ゴム物性';
const CURE = '硬化特性';
const ADH = '接着特性';
const BATT = '電池特性';
const POWDER = '粉体特性';
const OPT = '光学的性質';

/** UL94 classes as an ordinal rank (higher is more flame retardant). */
export const UL94_LEVELS = [
  { value: 0, label: '規格外' },
  { value: 1, label: 'HB' },
  { value: 2, label: 'V-2' },
  { value: 3, label: 'V-1' },
  { value: 4, label: 'V-0' },
];

const P = (
  id: string,
  name: string,
  nameEn: string,
  aliases: string[],
  unit: string,
  unitFamily: UnitFamily,
  testStandards: string[],
  direction: 'higher' | 'lower' | null,
  appliesTo: 'product' | 'example' | 'both',
  group: string,
  step: number,
  levels?: { value: number; label: string }[],
): PropertyDef => ({
  id: `prop-${id}`,
  name,
  nameEn,
  aliases,
  unit,
  unitFamily,
  testStandards,
  direction,
  appliesTo,
  group,
  step,
  ...(levels ? { levels } : {}),
});

/** The 60 property definitions of the demo dataset (a table: one definition per line). */
// prettier-ignore
export const PROPERTY_DEFS: PropertyDef[] = [
  P('tensile-strength', '引張強さ', 'tensile strength', ['引張強度', '引張破断強さ', '引張降伏応力', 'tensile strength'], 'MPa', 'stress', ['JIS K 7161', 'ISO 527-1', 'ASTM D638', 'JIS K 6251', 'JIS Z 2241'], 'higher', 'both', MECH, 1),
  P('tensile-modulus', '引張弾性率', 'tensile modulus', ['引張弾性', 'ヤング率', "Young's modulus"], 'MPa', 'stress', ['JIS K 7161', 'ISO 527-1'], 'higher', 'both', MECH, 10),
  P('elongation-at-break', '破断伸び', 'elongation at break', ['引張破断伸び', '引張破壊ひずみ', '切断時伸び', 'elongation at break'], '%', 'percent', ['JIS K 7161', 'ISO 527-1', 'JIS K 6251'], 'higher', 'both', MECH, 1),
  P('flexural-strength', '曲げ強さ', 'flexural strength', ['曲げ強度', '曲げ破断強さ', 'flexural strength'], 'MPa', 'stress', ['JIS K 7171', 'ISO 178', 'ASTM D790'], 'higher', 'both', MECH, 1),
  P('flexural-modulus', '曲げ弾性率', 'flexural modulus', ['曲げ弾性', '曲げ弾性係数', 'flexural modulus'], 'MPa', 'stress', ['JIS K 7171', 'ISO 178', 'ASTM D790'], 'higher', 'both', MECH, 10),
  P('charpy-impact', 'シャルピー衝撃強さ', 'Charpy impact strength', ['シャルピー衝撃値', 'ノッチ付シャルピー衝撃強さ', 'Charpy impact strength'], 'kJ/m²', 'energyPerArea', ['JIS K 7111-1', 'ISO 179-1'], 'higher', 'both', MECH, 0.1),
  P('izod-impact', 'アイゾット衝撃強さ', 'Izod impact strength', ['アイゾット衝撃値', 'ノッチ付アイゾット衝撃強さ', 'Izod impact strength'], 'J/m', 'energyPerLength', ['ASTM D256', 'JIS K 7110'], 'higher', 'both', MECH, 1),
  P('fracture-toughness', '破壊靱性', 'fracture toughness', ['破壊靭性', '破壊靱性値', 'KIC', 'K1c', 'fracture toughness'], 'MPa·m^1/2', 'fractureToughness', ['ASTM D5045', 'ISO 13586'], 'higher', 'both', MECH, 0.01),
  P('compressive-strength', '圧縮強さ', 'compressive strength', ['圧縮強度', 'compressive strength'], 'MPa', 'stress', ['JIS K 7181', 'ISO 604'], 'higher', 'product', MECH, 1),
  P('rockwell-hardness', 'ロックウェル硬さ', 'Rockwell hardness', ['ロックウェル硬度', 'Rockwell hardness'], 'HRR', 'rockwellR', ['JIS K 7202-2', 'ISO 2039-2', 'ASTM D785'], null, 'product', MECH, 1),
  P('hdt-045', '荷重たわみ温度(0.45MPa)', 'heat deflection temperature (0.45 MPa)', ['荷重たわみ温度', '熱変形温度', 'HDT', 'HDT(0.45MPa)', 'DTUL'], '℃', 'temperature', ['JIS K 7191-2', 'ISO 75-2', 'ASTM D648'], 'higher', 'both', THERM, 1),
  P('hdt-180', '荷重たわみ温度(1.80MPa)', 'heat deflection temperature (1.80 MPa)', ['荷重たわみ温度(1.8MPa)', '熱変形温度(1.82MPa)', 'HDT(1.8MPa)'], '℃', 'temperature', ['JIS K 7191-2', 'ISO 75-2', 'ASTM D648'], 'higher', 'both', THERM, 1),
  P('glass-transition', 'ガラス転移温度', 'glass transition temperature', ['ガラス転移点', 'Tg', 'glass transition temperature'], '℃', 'temperature', ['JIS K 7121', 'JIS K 7244-4', 'ISO 11357-2'], 'higher', 'both', THERM, 1),
  P('melting-point', '融点', 'melting point', ['融解温度', 'Tm', 'melting point'], '℃', 'temperature', ['JIS K 7121', 'ISO 11357-3'], null, 'product', THERM, 1),
  P('vicat', 'ビカット軟化温度', 'Vicat softening temperature', ['ビカット軟化点', 'VST'], '℃', 'temperature', ['JIS K 7206', 'ISO 306'], 'higher', 'product', THERM, 1),
  P('cte', '線膨張係数', 'coefficient of linear thermal expansion', ['線膨張率', 'CTE', '熱膨張係数'], 'ppm/K', 'thermalExpansion', ['JIS K 7197', 'ISO 11359-2'], 'lower', 'both', THERM, 1),
  P('thermal-conductivity', '熱伝導率', 'thermal conductivity', ['熱伝導度', 'thermal conductivity'], 'W/(m·K)', 'thermalConductivity', ['ISO 22007-2', 'ASTM E1461'], null, 'both', THERM, 0.01),
  P('density', '密度', 'density', ['密度(23℃)', 'density'], 'g/cm³', 'density', ['JIS K 7112', 'ISO 1183-1'], null, 'both', PHYS, 0.001),
  P('specific-gravity', '比重', 'specific gravity', ['比重(23℃)', 'specific gravity'], '-', 'ratio', ['JIS K 7112', 'ASTM D792'], null, 'both', PHYS, 0.01),
  P('water-absorption', '吸水率', 'water absorption', ['吸水率(23℃水中24h)', 'water absorption'], '%', 'percent', ['JIS K 7209', 'ISO 62'], 'lower', 'both', PHYS, 0.01),
  P('mold-shrinkage', '成形収縮率', 'mould shrinkage', ['成形収縮', 'mold shrinkage'], '%', 'percent', ['JIS K 7152-4', 'ISO 294-4'], 'lower', 'both', PHYS, 0.01),
  P('mfr', 'メルトフローレート', 'melt flow rate', ['MFR', 'メルトマスフローレイト', 'メルトフローレイト', 'melt flow rate'], 'g/10min', 'meltFlowRate', ['JIS K 7210-1', 'ISO 1133-1', 'ASTM D1238'], null, 'both', PHYS, 0.1),
  P('viscosity', '粘度', 'viscosity', ['粘度(25℃)', 'B型粘度', 'viscosity'], 'Pa·s', 'viscosity', ['JIS K 7117-1', 'JIS Z 8803'], null, 'both', PHYS, 0.1),
  P('ul94', '難燃性(UL94)', 'flammability (UL94)', ['難燃性', 'UL94', 'UL94燃焼性', '燃焼性'], 'UL94', 'flammabilityClass', ['UL94'], 'higher', 'both', FLAME, 1, UL94_LEVELS),
  P('oxygen-index', '酸素指数', 'limiting oxygen index', ['限界酸素指数', 'LOI', 'oxygen index'], '%', 'percent', ['JIS K 7201-2', 'ISO 4589-2'], 'higher', 'both', FLAME, 0.5),
  P('volume-resistivity', '体積抵抗率', 'volume resistivity', ['体積固有抵抗', '体積抵抗', 'volume resistivity'], 'Ω·cm', 'resistivity', ['JIS K 6911', 'IEC 62631-3-1'], null, 'both', ELEC, 0),
  P('dielectric-constant', '比誘電率', 'relative permittivity', ['誘電率', 'εr', 'dielectric constant'], '-', 'ratio', ['JIS C 2138', 'IEC 62631-2-1'], null, 'product', ELEC, 0.01),
  P('dielectric-strength', '絶縁破壊強さ', 'dielectric strength', ['絶縁耐力', '絶縁破壊電圧', 'dielectric strength'], 'kV/mm', 'electricField', ['JIS C 2110-1', 'IEC 60243-1'], 'higher', 'product', ELEC, 1),
  P('hardness-shore-a', '硬さ(デュロメータA)', 'hardness (Shore A)', ['硬さ', '硬度', 'JIS-A硬度', 'デュロメータ硬さ', 'Shore A硬度', 'Hs'], 'Shore A', 'shoreA', ['JIS K 6253-3', 'ISO 7619-1', 'ASTM D2240'], null, 'both', RUBBER, 1),
  P('hardness-shore-d', '硬さ(デュロメータD)', 'hardness (Shore D)', ['Shore D硬度', 'D硬度'], 'Shore D', 'shoreD', ['JIS K 7215', 'ISO 868', 'ASTM D2240'], null, 'both', RUBBER, 1),
  P('compression-set', '圧縮永久ひずみ', 'compression set', ['圧縮永久歪み', '圧縮永久歪', 'CS', 'compression set'], '%', 'percent', ['JIS K 6262', 'ISO 815-1'], 'lower', 'both', RUBBER, 1),
  P('modulus-100', '100%モジュラス', '100 % modulus', ['100%伸長応力', 'M100'], 'MPa', 'stress', ['JIS K 6251'], null, 'both', RUBBER, 0.1),
  P('rebound-resilience', '反発弾性', 'rebound resilience', ['反発弾性率', 'リュプケ反発弾性'], '%', 'percent', ['JIS K 6255', 'ISO 4662'], null, 'both', RUBBER, 1),
  P('oil-swell', '耐油性(体積変化率)', 'oil resistance (volume change)', ['体積変化率', '耐油試験体積変化率', 'ΔV'], '%', 'percent', ['JIS K 6258', 'ISO 1817'], 'lower', 'both', RUBBER, 1),
  P('mooney-viscosity', 'ムーニー粘度', 'Mooney viscosity', ['ムーニー粘度ML(1+4)100℃', 'ML1+4'], 'MU', 'mooney', ['JIS K 6300-1', 'ISO 289-1'], null, 'product', RUBBER, 1),
  P('cure-time', '硬化時間', 'cure time', ['硬化所要時間', 'cure time'], 'min', 'time', ['JIS K 6300-2', 'JIS K 6910'], 'lower', 'both', CURE, 1),
  P('gel-time', 'ゲル化時間', 'gel time', ['ゲルタイム', 'ゲル化時間(150℃)', 'gel time'], 's', 'time', ['JIS K 6910', 'JIS C 2161'], null, 'both', CURE, 1),
  P('epoxy-equivalent', 'エポキシ当量', 'epoxy equivalent weight', ['エポキシ当量(EEW)', 'EEW', 'WPE'], 'g/eq', 'equivalentWeight', ['JIS K 7236'], null, 'product', CURE, 1),
  P('lap-shear', 'せん断接着強さ', 'lap shear strength', ['引張せん断接着強さ', 'せん断強度', '引張せん断強さ', 'lap shear strength'], 'MPa', 'stress', ['JIS K 6850', 'ISO 4587'], 'higher', 'both', ADH, 0.1),
  P('peel-180', 'はく離強さ(180°)', '180° peel strength', ['180°はく離強さ', '180度剥離強度', '粘着力', '剥離強度', 'peel strength'], 'N/25mm', 'forcePerWidth', ['JIS Z 0237', 'ISO 29862'], 'higher', 'both', ADH, 0.1),
  P('t-peel', 'T形はく離強さ', 'T-peel strength', ['T型剥離強度', 'T字剥離強度'], 'N/25mm', 'forcePerWidth', ['JIS K 6854-3', 'ISO 11339'], 'higher', 'both', ADH, 0.1),
  P('heat-resistance-temp', '耐熱温度', 'heat resistance temperature', ['耐熱保持温度', 'SAFT', '耐熱性'], '℃', 'temperature', ['JIS Z 0237'], 'higher', 'both', ADH, 1),
  P('holding-power', '保持力(ずれ距離)', 'holding power (creep distance)', ['保持力', 'ずれ距離'], 'mm', 'length', ['JIS Z 0237'], 'lower', 'both', ADH, 0.1),
  P('discharge-capacity', '放電容量', 'discharge capacity', ['初回放電容量', '放電容量(0.1C)', 'discharge capacity'], 'mAh/g', 'specificCapacity', ['JIS C 8715-1'], 'higher', 'both', BATT, 1),
  P('initial-efficiency', '初回充放電効率', 'initial coulombic efficiency', ['初回クーロン効率', '初期効率', 'ICE'], '%', 'percent', [], 'higher', 'both', BATT, 0.1),
  P('capacity-retention', '容量維持率', 'capacity retention', ['サイクル容量維持率', 'サイクル特性', 'capacity retention'], '%', 'percent', ['JIS C 8715-1'], 'higher', 'both', BATT, 0.1),
  P('dc-resistance', '直流抵抗', 'DC internal resistance', ['抵抗', '内部抵抗', 'DCR', 'DC-IR'], 'Ω', 'resistance', [], 'lower', 'both', BATT, 0.01),
  P('rate-capability', 'レート特性', 'rate capability', ['出力特性', '3C/0.2C容量比'], '%', 'percent', [], 'higher', 'both', BATT, 0.1),
  P('average-voltage', '平均放電電圧', 'average discharge voltage', ['平均電圧', '平均作動電圧'], 'V', 'voltage', [], 'higher', 'both', BATT, 0.01),
  P('specific-surface-area', '比表面積', 'specific surface area', ['BET比表面積', 'BET', 'N2SA', '窒素吸着比表面積'], 'm²/g', 'specificSurfaceArea', ['JIS Z 8830', 'ISO 9277', 'JIS K 6217-7'], null, 'product', POWDER, 0.1),
  P('particle-size-d50', '平均粒子径', 'median particle size (D50)', ['平均粒径', 'D50', 'メジアン径', '平均繊維径'], 'μm', 'length', ['JIS Z 8825', 'ISO 13320'], null, 'product', POWDER, 0.1),
  P('tap-density', 'タップ密度', 'tap density', ['タッピング密度'], 'g/cm³', 'density', ['JIS Z 2512'], null, 'product', POWDER, 0.01),
  P('proof-stress', '0.2%耐力', '0.2 % proof stress', ['耐力', '降伏強さ', '0.2%オフセット耐力', 'proof stress', 'yield strength'], 'MPa', 'stress', ['JIS Z 2241', 'ISO 6892-1'], 'higher', 'both', MECH, 1),
  P('elongation', '伸び', 'elongation after fracture', ['破断伸び(金属)', '全伸び', 'elongation'], '%', 'percent', ['JIS Z 2241', 'ISO 6892-1'], 'higher', 'both', MECH, 0.5),
  P('vickers-hardness', 'ビッカース硬さ', 'Vickers hardness', ['ビッカース硬度', 'HV硬さ', 'Vickers hardness'], 'HV', 'vickers', ['JIS Z 2244', 'ISO 6507-1'], 'higher', 'both', MECH, 1),
  P('conductivity-iacs', '導電率', 'electrical conductivity (%IACS)', ['電気伝導率', '導電率(%IACS)', 'IACS'], '%IACS', 'conductivity', ['JIS H 0505'], 'higher', 'both', ELEC, 0.5),
  P('electrical-conductivity', '電気伝導度', 'electrical conductivity', ['電気伝導率(S/cm)', '導電性', 'electrical conductivity'], 'S/cm', 'conductivity', ['JIS K 7194'], 'higher', 'both', ELEC, 0),
  P('dbp-absorption', 'DBP吸収量', 'DBP absorption', ['DBP吸油量', 'OAN', 'オイル吸収量'], 'mL/100g', 'oilAbsorption', ['JIS K 6217-4', 'ASTM D2414'], null, 'product', POWDER, 1),
  P('iodine-adsorption', 'よう素吸着量', 'iodine adsorption number', ['ヨウ素吸着量', 'IA', 'ヨウ素価'], 'mg/g', 'massPerMass', ['JIS K 6217-1', 'ASTM D1510'], null, 'product', POWDER, 1),
  P('total-light-transmittance', '全光線透過率', 'total luminous transmittance', ['透過率', '光線透過率'], '%', 'percent', ['JIS K 7361-1', 'ISO 13468-1'], 'higher', 'product', OPT, 0.1),
];

const BY_ID = new Map(PROPERTY_DEFS.map((def) => [def.id, def]));

export function propertyDef(id: string): PropertyDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`unknown property ${id}`);
  return def;
}

export function propertyRecord(def: PropertyDef): PropertyRecord {
  return {
    type: 'property',
    id: def.id,
    source: 'demo',
    name: def.name,
    nameEn: def.nameEn,
    aliases: def.aliases,
    unit: def.unit,
    unitFamily: def.unitFamily,
    testStandards: def.testStandards,
    direction: def.direction,
    appliesTo: def.appliesTo,
    group: def.group,
    ...(def.levels ? { levels: def.levels } : {}),
  };
}
