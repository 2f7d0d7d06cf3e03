import { convert, normalizeUnit, unitFamily, type UnitFamily } from './units.js';

/**
 * The unit a researcher reads and types a property or process condition in (issue 17, point 6): values are
 * stored in the canonical unit of their family (units.ts: a time in h, a length in mm), which is right for
 * comparing and searching but wrong on screen — a vulcanisation time of "0.3862 h" is read as 23.2 min on
 * every rheometer chart, a coating thickness of "0.025 mm" as 25 μm. One row per property or condition name
 * (regular expression on the NFKC name) and the unit it is customarily given in; a row applies only when
 * that unit is of the variable's own family, so a name that happens to match never converts across
 * families. Names not in the table keep their canonical unit.
 */
const CUSTOMARY_UNITS: ReadonlyArray<{ name: RegExp; unit: string }> = [
  // Rubber and thermoset processing: rheometer t90, press and mixing times are minutes.
  {
    name: /加硫時間|スコーチ|混練時間|成形時間|プレス時間|保圧時間|冷却時間|硬化時間|キュア時間|t90|t10/i,
    unit: 'min',
  },
  // Gel time of epoxies and phenolics (JIS K 6910, hot plate) is seconds.
  { name: /ゲル化時間|ゲルタイム|可使時間\(秒\)/, unit: 's' },
  // Heat treatment, ageing, drying and curing schedules of alloys, adhesives and electrodes are hours.
  {
    name: /時効時間|熱処理時間|焼鈍時間|焼成時間|養生時間|乾燥時間|老化時間|エージング時間|浸漬時間/,
    unit: 'h',
  },
  // Film, layer and coating thicknesses and particle sizes are micrometres.
  { name: /厚さ|厚み|膜厚|粒子径|粒径|繊維径/, unit: 'μm' },
];

/** How a variable stored in `unit` is shown: the customary unit and the two conversions. */
export interface DisplayUnit {
  /** The unit shown and typed. */
  readonly unit: string;
  /** The stored (canonical) unit. */
  readonly stored: string;
  readonly toDisplay: (value: number) => number;
  readonly toStored: (value: number) => number;
}

/**
 * The customary unit of a property or condition stored in `unit` (its family's canonical unit), or null
 * when it is shown as stored (no row for the name, no unit, or a unit of another family).
 */
export function customaryUnit(name: string, unit: string | null | undefined): DisplayUnit | null {
  if (!unit) return null;
  const family: UnitFamily | null = unitFamily(unit);
  if (family === null) return null;
  const normalized = name.normalize('NFKC');
  const row = CUSTOMARY_UNITS.find(
    (candidate) => candidate.name.test(normalized) && unitFamily(candidate.unit) === family,
  );
  const stored = normalizeUnit(unit) ?? unit;
  if (!row || row.unit === stored) return null;
  return {
    unit: row.unit,
    stored,
    toDisplay: (value) => tidy(convert(value, stored, row.unit)),
    toStored: (value) => convert(value, row.unit, stored),
  };
}

/**
 * Ten significant digits: the stored value kept twelve (units.ts), so 8 min stored as 0.133333333333 h
 * comes back as 8, not 7.99999999998.
 */
function tidy(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(10)) : value;
}

/**
 * The unit a catalogue page, list column or CSV header shows for a property or condition stored in `unit`:
 * its customary unit (the table above) when there is one of the same family, else `unit` itself. The same
 * rule as the explorations (decision 0024), so a 加硫時間 reads in minutes everywhere (decision 0033).
 */
export function shownUnit(name: string, unit: string): string {
  return customaryUnit(name, unit)?.unit ?? unit;
}

/** What sources write for "no unit" (比重, 倍率): nothing to print after the number or in a header. */
const NO_UNIT = new Set(['', '-', '－', '—', '―', '–', 'なし', '無次元', 'dimensionless']);

/**
 * The unit as printed after a number or in a header: '' for a dimensionless value, whatever the source wrote
 * for "none" (issue 17: 「比重 1.15 -」).
 */
export function printedUnit(unit: string | null | undefined): string {
  const trimmed = (unit ?? '').trim();
  return NO_UNIT.has(trimmed) ? '' : trimmed;
}
