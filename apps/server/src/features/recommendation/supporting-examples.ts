import {
  RECOMMENDATION_LIMITS,
  type ResolvedRequirement,
  type SupportingExample,
} from '@app/contract/recommendation';
import { canConvert, convert } from '@app/contract/units';
import type { ExampleFacts, ExampleUse, ProductFacts } from './repository.js';
import { meetsRequirement } from './scoring.js';

/**
 * Which worked examples back a recommended product: those using the product itself first, then those
 * whose measured values meet more of the requirements; among equals, a patent not shown yet, more of the
 * product's materials, 実施例 before 比較例.
 */

/** Examples read in full per product before the final choice. */
const SHORTLIST = 40;

export interface Shortlisted {
  exampleId: number;
  direct: boolean;
  /** The product's materials the example uses. */
  materialIds: number[];
  shared: number;
}

export function shortlist(
  uses: readonly ExampleUse[],
  productId: number,
  materialIds: readonly number[],
): Shortlisted[] {
  const materials = new Set(materialIds);
  const byExample = new Map<number, { direct: boolean; materials: Set<number> }>();
  for (const use of uses) {
    const direct = use.productId === productId;
    const material = use.materialId !== null && materials.has(use.materialId) ? use.materialId : null;
    if (!direct && material === null) continue;
    let entry = byExample.get(use.exampleId);
    if (!entry) byExample.set(use.exampleId, (entry = { direct: false, materials: new Set() }));
    if (direct) entry.direct = true;
    if (material !== null) entry.materials.add(material);
  }
  return [...byExample.entries()]
    .map(([exampleId, entry]) => ({
      exampleId,
      direct: entry.direct,
      materialIds: [...entry.materials],
      shared: entry.materials.size,
    }))
    .sort((a, b) => Number(b.direct) - Number(a.direct) || b.shared - a.shared || a.exampleId - b.exampleId)
    .slice(0, SHORTLIST);
}

type Requirement = ResolvedRequirement & { defId: number };

export function pickSupporting(
  candidates: readonly Shortlisted[],
  facts: ReadonlyMap<number, ExampleFacts>,
  requirements: readonly Requirement[],
  product: ProductFacts,
): SupportingExample[] {
  const materialNames = new Map(product.materials.map((material) => [material.rowId, material.name]));
  const scored = candidates.flatMap((candidate) => {
    const example = facts.get(candidate.exampleId);
    if (!example) return [];
    const values = example.values.flatMap((value) => {
      const matching = requirements.filter((requirement) => requirement.defId === value.propertyDefId);
      const first = matching[0];
      if (!first || !canConvert(value.unit, first.canonicalUnit)) return [];
      const canonical = convert(value.value, value.unit, first.canonicalUnit);
      return [
        {
          propertyId: first.propertyId,
          name: first.propertyName,
          value: convert(canonical, first.canonicalUnit, first.unit),
          unit: first.unit,
          meets: matching.every((requirement) => meetsRequirement(requirement, canonical)),
        },
      ];
    });
    if (values.length === 0) return [];
    return [{ candidate, example, values, met: values.filter((value) => value.meets).length }];
  });
  // Greedy: the best remaining example each time, where a patent not shown yet wins only among equals in
  // directness and requirements met (variety never beats evidence).
  const seen = new Set<number>();
  const chosen: typeof scored = [];
  const remaining = [...scored];
  const key = (entry: (typeof scored)[number]) => [
    Number(entry.candidate.direct),
    entry.met,
    Number(!seen.has(entry.example.patentId)),
    entry.candidate.shared,
    Number(!entry.example.comparative),
    -entry.example.exampleId,
  ];
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  while (chosen.length < RECOMMENDATION_LIMITS.supportingExamples && remaining.length > 0) {
    let best = 0;
    for (let i = 1; i < remaining.length; i++)
      if (better(key(remaining[i]!), key(remaining[best]!))) best = i;
    const [entry] = remaining.splice(best, 1);
    chosen.push(entry!);
    seen.add(entry!.example.patentId);
  }
  return chosen.map(({ candidate, example, values }) => ({
    patentId: example.patentExternalId,
    publicationNumber: example.publicationNumber,
    patentTitle: example.patentTitle,
    exampleId: example.externalId,
    label: example.label,
    comparative: example.comparative,
    via: candidate.direct ? 'product' : 'material',
    viaName: candidate.direct
      ? product.name
      : candidate.materialIds.map((id) => materialNames.get(id) ?? '').join('、'),
    values,
  }));
}
