import type { FtoFlag, VariableInfo } from '@app/contract/explorations';
import { unitFamily } from '@app/contract/units';
import { isIngredient, normalizeName } from './variables.js';

/*
 * Freedom to operate (docs/spec/analyses.md): is a composition inside the numeric claim ranges of a live patent?
 *
 * The rule, per claim of a LIVE patent (legal status pending or granted):
 * - The claim's ranges are its own plus those of the claims it depends on (a dependent claim's range for
 *   the same ingredient/property replaces the broader one). A claim with no ingredient range is not checked.
 * - Ingredient range: the composition's amount of that component — the sum over its inputs whose material is
 *   the range's material or a material the patent's examples list under the range's component symbol
 *   ("(B)"), or whose name is the claim's subject. An absent component has amount 0.
 *   Amounts are compared in the CLAIM's unit:
 *     · 質量部 with a basis 「(A)100質量部に対して」: amount ÷ (the composition's amount of (A)) × 100 — in
 *       whatever unit the composition is in (質量部 or 質量%), since the ratio is what the claim states;
 *       no (A) in the composition = outside the claim;
 *     · 質量% while the composition is in 質量部: amount ÷ (sum of all ingredients) × 100;
 *     · 質量部 without a stated basis while the composition is in 質量%: compared as is (parts per 100 of the
 *       whole), with a note;
 *     · same unit family: as is; any other pair: the claim is not checked.
 * - Property range: compared with the PREDICTED value (mean) of a target of the same property (property
 *   definition, else name) and unit family; a property the model does not predict cannot exclude the claim.
 * - Condition range: compared with a condition input of the same name when there is one; otherwise it
 *   cannot exclude the claim.
 * - The composition is flagged with the patent when every ingredient range and every checked property /
 *   condition range of one claim is satisfied; the lowest such claim number is reported.
 */

export interface FtoRange {
  claim: number;
  kind: 'ingredient' | 'property' | 'condition';
  subject: string;
  groupSymbol: string | null;
  materialId: number | null;
  propertyDefId: number | null;
  min: number | null;
  max: number | null;
  minInclusive: boolean;
  maxInclusive: boolean;
  unit: string;
  basis: string | null;
}

export interface FtoPatent {
  id: number;
  publicationNumber: string;
  title: string;
  legalStatus: string;
  /** Claim number → the claims it refers to. */
  dependsOn: ReadonlyMap<number, readonly number[]>;
  ranges: readonly FtoRange[];
  /** Component symbol → materials the patent's examples list under it. */
  groupMaterials: ReadonlyMap<string, ReadonlySet<number>>;
}

/** What the checker knows of the exploration's variables. */
export interface FtoVariables {
  inputs: readonly VariableInfo[];
  targets: readonly VariableInfo[];
  /** Material of an ingredient input (by key), where known. */
  materialOfInput: ReadonlyMap<string, number>;
  /** Property definition of a target (by key), where known. */
  propertyOfTarget: ReadonlyMap<string, number>;
}

export interface FtoComposition {
  /** Input key → value (amounts in the ingredient inputs' unit, conditions in theirs). */
  inputs: Readonly<Record<string, number>>;
  /** Target key → predicted mean. */
  predicted: Readonly<Record<string, number>>;
}

const EPS = 1e-9;

function within(value: number, r: Pick<FtoRange, 'min' | 'max' | 'minInclusive' | 'maxInclusive'>): boolean {
  const tol = EPS * Math.max(1, Math.abs(value));
  if (r.min !== null && (r.minInclusive ? value < r.min - tol : value <= r.min + tol)) return false;
  if (r.max !== null && (r.maxInclusive ? value > r.max + tol : value >= r.max - tol)) return false;
  return true;
}

/** The component symbol a basis such as 「(A)100質量部に対して」 is relative to. */
export function basisSymbol(basis: string | null): string | null {
  if (!basis) return null;
  const match = /(\([A-Z](?:-\d+)?\))\s*(?:成分)?\s*(?:の合計)?\s*100\s*(?:質量部|重量部|部)/.exec(
    basis.normalize('NFKC'),
  );
  return match ? match[1]! : null;
}

function sameRange(a: FtoRange, b: FtoRange): boolean {
  if (a.kind !== b.kind) return false;
  if (a.groupSymbol && b.groupSymbol) return a.groupSymbol === b.groupSymbol;
  if (a.materialId !== null && b.materialId !== null) return a.materialId === b.materialId;
  if (a.propertyDefId !== null && b.propertyDefId !== null) return a.propertyDefId === b.propertyDefId;
  return normalizeName(a.subject) === normalizeName(b.subject);
}

/** The ranges a claim carries: its own and those of the claims it depends on (narrower ones win). */
export function effectiveRanges(patent: FtoPatent, claim: number): FtoRange[] {
  const order: number[] = [];
  const visit = (n: number, depth: number) => {
    if (depth > 20 || order.includes(n)) return;
    for (const parent of patent.dependsOn.get(n) ?? []) visit(parent, depth + 1);
    order.push(n);
  };
  visit(claim, 0);
  const out: FtoRange[] = [];
  for (const n of order) {
    for (const range of patent.ranges.filter((r) => r.claim === n)) {
      const i = out.findIndex((r) => sameRange(r, range));
      if (i >= 0) out[i] = range;
      else out.push(range);
    }
  }
  return out;
}

export function createFtoChecker(patents: readonly FtoPatent[], variables: FtoVariables) {
  const ingredientInputs = variables.inputs.filter(isIngredient);
  const ingredientUnit = ingredientInputs.find((v) => v.unit)?.unit ?? null;
  const inputFamily = ingredientUnit ? unitFamily(ingredientUnit) : null;
  const nameOf = new Map(variables.inputs.map((v) => [v.key, normalizeName(v.name)]));
  const conditionInputs = variables.inputs.filter((v) => !isIngredient(v));

  function membersOf(patent: FtoPatent, range: FtoRange): { materials: Set<number>; subject: string } {
    const materials = new Set<number>();
    if (range.materialId !== null) materials.add(range.materialId);
    if (range.groupSymbol)
      for (const m of patent.groupMaterials.get(range.groupSymbol) ?? []) materials.add(m);
    return { materials, subject: normalizeName(range.subject) };
  }

  function amountOf(
    composition: FtoComposition,
    members: { materials: Set<number>; subject: string },
  ): number {
    let sum = 0;
    for (const input of ingredientInputs) {
      const material = variables.materialOfInput.get(input.key);
      const hit =
        material !== undefined ? members.materials.has(material) : nameOf.get(input.key) === members.subject;
      if (hit) sum += Math.max(0, composition.inputs[input.key] ?? 0);
    }
    return sum;
  }

  /** The amount in the claim's unit, or null when the units cannot be compared. */
  function inClaimUnit(
    patent: FtoPatent,
    range: FtoRange,
    amount: number,
    composition: FtoComposition,
    notes: Set<string>,
  ): number | null {
    const claimFamily = unitFamily(range.unit);
    const symbol = claimFamily === 'massParts' ? basisSymbol(range.basis) : null;
    if (symbol) {
      const base = amountOf(composition, {
        materials: new Set([
          ...(patent.groupMaterials.get(symbol) ?? []),
          ...patent.ranges
            .filter((r) => r.groupSymbol === symbol && r.materialId !== null)
            .map((r) => r.materialId!),
        ]),
        subject: '\u0000',
      });
      if (!(base > 0)) return Number.NaN; // no base component: outside the claim
      if (Math.abs(base - 100) > 1e-6 || inputFamily !== 'massParts') {
        notes.add(`配合量を${symbol}100質量部あたりの質量部に換算して比較しました`);
      }
      return (amount / base) * 100;
    }
    if (claimFamily === inputFamily) return amount;
    if (claimFamily === 'massPercent' && inputFamily === 'massParts') {
      const total = ingredientInputs.reduce((s, v) => s + Math.max(0, composition.inputs[v.key] ?? 0), 0);
      if (!(total > 0)) return null;
      notes.add('質量部の配合を全成分の合計に対する質量%に換算して比較しました');
      return (amount / total) * 100;
    }
    if (claimFamily === 'massParts' && inputFamily === 'massPercent') {
      notes.add('基準の明記がない質量部の範囲は、質量%（全体100あたり）とみなして比較しました');
      return amount;
    }
    return null;
  }

  function checkClaim(
    patent: FtoPatent,
    ranges: readonly FtoRange[],
    composition: FtoComposition,
  ): { matched: FtoFlag['matched']; notes: string[] } | null {
    const ingredientRanges = ranges.filter((r) => r.kind === 'ingredient');
    if (ingredientRanges.length === 0) return null;
    const matched: FtoFlag['matched'] = [];
    const notes = new Set<string>();
    let mapped = false;
    for (const range of ingredientRanges) {
      const members = membersOf(patent, range);
      const contributing = ingredientInputs.filter((input) => {
        const material = variables.materialOfInput.get(input.key);
        return material !== undefined
          ? members.materials.has(material)
          : nameOf.get(input.key) === members.subject;
      });
      if (contributing.length > 0) mapped = true;
      const amount = amountOf(composition, members);
      const value = inClaimUnit(patent, range, amount, composition, notes);
      if (value === null || Number.isNaN(value) || !within(value, range)) return null;
      matched.push(describe(range, value, contributing[0]?.key ?? ''));
    }
    // A claim none of whose components the exploration can vary says nothing about its compositions.
    if (!mapped) return null;
    for (const range of ranges.filter((r) => r.kind === 'property')) {
      const target = variables.targets.find((t) => {
        const def = variables.propertyOfTarget.get(t.key);
        const sameProperty =
          def !== undefined && range.propertyDefId !== null
            ? def === range.propertyDefId
            : normalizeName(t.name) === normalizeName(range.subject);
        return sameProperty && (t.unit === null || unitFamily(t.unit) === unitFamily(range.unit));
      });
      const value = target ? composition.predicted[target.key] : undefined;
      if (target === undefined || value === undefined || !Number.isFinite(value)) {
        notes.add(`物性「${range.subject}」は予測していないため範囲を確認していません`);
        continue;
      }
      if (!within(value, range)) return null;
      matched.push(describe(range, value, target.key));
    }
    for (const range of ranges.filter((r) => r.kind === 'condition')) {
      const input = conditionInputs.find(
        (v) =>
          normalizeName(v.name) === normalizeName(range.subject) &&
          (v.unit === null || unitFamily(v.unit) === unitFamily(range.unit)),
      );
      const value = input ? composition.inputs[input.key] : undefined;
      if (input === undefined || value === undefined) {
        notes.add(`条件「${range.subject}」は入力にないため範囲を確認していません`);
        continue;
      }
      if (!within(value, range)) return null;
      matched.push(describe(range, value, input.key));
    }
    return { matched, notes: [...notes] };
  }

  function describe(range: FtoRange, value: number, variableKey: string): FtoFlag['matched'][number] {
    return {
      kind: range.kind,
      subject: range.subject,
      min: range.min,
      max: range.max,
      minInclusive: range.minInclusive,
      maxInclusive: range.maxInclusive,
      unit: range.unit,
      value,
      variableKey,
      basis: range.basis,
    };
  }

  const claimsOf = new Map(
    patents.map((p) => [p.id, [...new Set(p.ranges.map((r) => r.claim))].sort((a, b) => a - b)] as const),
  );
  const effective = new Map<string, FtoRange[]>();

  return {
    /** Live patents (one flag each, lowest matching claim) whose claim ranges the composition falls inside. */
    check(composition: FtoComposition): FtoFlag[] {
      const flags: FtoFlag[] = [];
      for (const patent of patents) {
        for (const claim of claimsOf.get(patent.id) ?? []) {
          const cacheKey = `${patent.id}:${claim}`;
          let ranges = effective.get(cacheKey);
          if (!ranges) {
            ranges = effectiveRanges(patent, claim);
            effective.set(cacheKey, ranges);
          }
          const result = checkClaim(patent, ranges, composition);
          if (!result) continue;
          const { matched, notes } = result;
          flags.push({
            patentId: patent.id,
            publicationNumber: patent.publicationNumber,
            title: patent.title,
            legalStatus: patent.legalStatus,
            claimNumber: claim,
            matched,
            note: notes.length ? notes.join('。') : null,
          });
          break;
        }
      }
      return flags;
    },
  };
}

export type FtoChecker = ReturnType<typeof createFtoChecker>;
