import { printedUnit } from '@app/contract/display-units';

/**
 * The unit as a reader expects it: a dimensionless value (比重, 倍率) has no unit to print, whatever the
 * source wrote for "none" (issue 17: 「比重 1.15 -」). The rule lives in the contract: the CSV export
 * prints the same headers.
 */
export function displayUnit(unit: string | null | undefined): string {
  return printedUnit(unit);
}

/** 「曲げ弾性率 [MPa]」, or the name alone when there is no unit. */
export function nameWithUnit(name: string, unit: string | null | undefined): string {
  const shown = displayUnit(unit);
  return shown ? `${name} [${shown}]` : name;
}
