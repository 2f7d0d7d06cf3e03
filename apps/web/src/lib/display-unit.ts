/**
 * The unit as a reader expects it: a dimensionless value (比重, 倍率) has no unit to print, whatever the
 * source wrote for "none" (issue 17: 「比重 1.15 -」).
 */
const NO_UNIT = new Set(['', '-', '－', '—', '―', '–', 'なし', '無次元', 'dimensionless']);

export function displayUnit(unit: string | null | undefined): string {
  const trimmed = (unit ?? '').trim();
  return NO_UNIT.has(trimmed) ? '' : trimmed;
}

/** 「曲げ弾性率 [MPa]」, or the name alone when there is no unit. */
export function nameWithUnit(name: string, unit: string | null | undefined): string {
  const shown = displayUnit(unit);
  return shown ? `${name} [${shown}]` : name;
}
