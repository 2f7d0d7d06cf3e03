import type { VariableInfo } from '@app/contract/explorations';
import { unitFamily, type UnitFamily } from '@app/contract/units';

/*
 * Variable keys (see @app/contract/explorations): the browser sends back what the categories/variables calls
 * handed out. Names are normalised the way the catalogue normalises material and property aliases, so a key
 * built from an example's component name meets `material_aliases.normalized` and claim-range subjects.
 */

/** Same rule as catalogue/common/normalize.ts's normalizeName (material_aliases.normalized): NFKC, lower case, no spaces or punctuation. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .trim();
}

export const ingredientKey = (materialId: number | null, name: string): string =>
  materialId !== null ? `ingredient:m:${materialId}` : `ingredient:n:${normalizeName(name)}`;
export const conditionKey = (name: string): string => `condition:${normalizeName(name)}`;
export const propertyKey = (propertyDefId: number | null, name: string): string =>
  propertyDefId !== null ? `property:p:${propertyDefId}` : `property:n:${normalizeName(name)}`;
export const csvKey = (header: string): string => `csv:${header}`;

/** The material id of an `ingredient:m:<id>` key. */
export function materialIdOfKey(key: string): number | null {
  const match = /^ingredient:m:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** The property definition id of a `property:p:<id>` key. */
export function propertyDefIdOfKey(key: string): number | null {
  const match = /^property:p:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** Unit families in which amounts of a composition are stated (an input in one of them is an ingredient). */
export const COMPOSITION_FAMILIES: ReadonlySet<UnitFamily> = new Set<UnitFamily>([
  'massParts',
  'massPercent',
  'molPercent',
  'volumePercent',
  'atomicPercent',
]);

export function isCompositionUnit(unit: string | null): boolean {
  if (!unit) return false;
  const family = unitFamily(unit);
  return family !== null && COMPOSITION_FAMILIES.has(family);
}

/** Whether a variable is an amount of an ingredient (sum, count and group constraints apply to these). */
export function isIngredient(variable: VariableInfo): boolean {
  return variable.kind === 'ingredient' || (variable.kind === 'csvInput' && isCompositionUnit(variable.unit));
}

/** Display labels: the variables' names, made unique ("タルク", "タルク (2)") so a message names one thing. */
function uniqueLabels(variables: readonly VariableInfo[]): string[] {
  const seen = new Map<string, number>();
  return variables.map((variable) => {
    const base = variable.name || variable.key;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The engine works on variable keys (`ingredient:m:12`), so its Japanese messages (reasons, warnings,
 * errors) name variables by key; this turns such a text into what the user reads, each key replaced by the
 * variable's display label. Presentation only: requests, results and the engine keep the keys.
 */
export function labelVariables(variables: readonly VariableInfo[]): (text: string) => string {
  const labels = new Map(uniqueLabels(variables).map((label, i) => [variables[i]!.key, label]));
  if (labels.size === 0) return (text) => text;
  // Longest key first: the alternation then prefers `csv:in:PP2` to its prefix `csv:in:PP`.
  const pattern = new RegExp(
    [...labels.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  return (text) => text.replace(pattern, (key) => labels.get(key) ?? key);
}

/** The engine's column names: the variable keys, never labels (its texts are labelled by labelVariables). */
export function engineNames(table: { inputs: readonly VariableInfo[]; targets: readonly VariableInfo[] }): {
  inputNames: string[];
  targetNames: string[];
} {
  return { inputNames: table.inputs.map((v) => v.key), targetNames: table.targets.map((v) => v.key) };
}
