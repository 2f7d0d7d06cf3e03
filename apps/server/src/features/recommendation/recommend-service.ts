import type { ValidationIssue } from '@app/contract/api-errors';
import { PLAN_LIMITS } from '@app/contract/plans';
import {
  SCORE_FORMULA,
  type RecommendQuery,
  type RecommendResponse,
  type RecommendationItem,
  type RequirementInput,
  type ResolvedRequirement,
} from '@app/contract/recommendation';
import { canConvert, convert, normalizeUnit, unitsOfFamily, type UnitFamily } from '@app/contract/units';
import type { DbExecutor } from '../../db/schema.js';
import { validationFailed } from '../../http/http-errors.js';
import { matchedOf, matchingKeywords } from './keywords.js';
import {
  applicationKeywordCounts,
  candidateProducts,
  candidateValues,
  categoryByExternalId,
  exampleFacts,
  exampleUses,
  productFacts,
  propertyDefsByExternalId,
  type CandidateFilter,
  type PropertyDefRow,
} from './repository.js';
import { compareScored, formatNumber, scoreProduct, type ProductValue } from './scoring.js';
import { pickSupporting, shortlist } from './supporting-examples.js';

/**
 * products/recommend: resolves the requirements against the property definitions (units converted to each
 * property's canonical unit), ranks every product matching the keywords and the category with scoring.ts,
 * and fills the returned page with the products' facts and supporting patent examples.
 */

type Resolved = ResolvedRequirement & { defId: number };

function requirementLabel(requirement: RequirementInput, name: string): string {
  const { min, max, target, unit, weight } = requirement;
  const parts: string[] = [];
  if (min !== null && max !== null) parts.push(`${formatNumber(min)}〜${formatNumber(max)} ${unit}`);
  else if (min !== null) parts.push(`≥ ${formatNumber(min)} ${unit}`);
  else if (max !== null) parts.push(`≤ ${formatNumber(max)} ${unit}`);
  if (target !== null) parts.push(`目標 ${formatNumber(target)} ${unit}`);
  return `${name} ${parts.join('、')}（重み ${weight}）`;
}

/** The requirements with their property definitions, or a 422 naming each unusable one in Japanese. */
function resolveRequirements(
  inputs: readonly RequirementInput[],
  defs: ReadonlyMap<string, PropertyDefRow>,
): Resolved[] {
  const issues: ValidationIssue[] = [];
  const resolved: Resolved[] = [];
  inputs.forEach((input, index) => {
    const loc = ['query', 'req', index];
    const def = defs.get(input.propertyId);
    if (!def) {
      issues.push({ loc, msg: `物性「${input.propertyId}」は見つかりません`, type: 'not_found' });
      return;
    }
    const unit = normalizeUnit(input.unit);
    if (unit === null || !canConvert(unit, def.canonicalUnit)) {
      const allowed = unitsOfFamily(def.unitFamily as UnitFamily)
        .map((info) => info.unit)
        .join('、');
      issues.push({
        loc,
        msg: `${def.name}の単位に「${input.unit}」は使えません（使える単位: ${allowed || def.canonicalUnit}）`,
        type: 'unit',
      });
      return;
    }
    const canonical = (value: number | null) =>
      value === null ? null : convert(value, unit, def.canonicalUnit);
    const normalized = { ...input, unit };
    resolved.push({
      defId: def.id,
      propertyId: def.externalId,
      propertyName: def.name,
      min: input.min,
      max: input.max,
      target: input.target,
      unit,
      weight: input.weight,
      canonicalUnit: def.canonicalUnit,
      canonicalMin: canonical(input.min),
      canonicalMax: canonical(input.max),
      canonicalTarget: canonical(input.target),
      label: requirementLabel(normalized, def.name),
    });
  });
  if (issues.length > 0) throw validationFailed(issues);
  return resolved;
}

export async function recommendProducts(
  db: DbExecutor,
  query: RecommendQuery,
  options: { limited: boolean },
): Promise<RecommendResponse> {
  const defs = await propertyDefsByExternalId(
    db,
    query.req.map((requirement) => requirement.propertyId),
  );
  const requirements = resolveRequirements(query.req, defs);
  const words = query.keyword ?? [];

  let category: { id: string; name: string; path: string } | null = null;
  if (query.category) {
    category = await categoryByExternalId(db, query.category);
    if (!category) {
      throw validationFailed([
        {
          loc: ['query', 'category'],
          msg: `カテゴリ「${query.category}」は見つかりません`,
          type: 'not_found',
        },
      ]);
    }
  }

  const keywords = matchingKeywords(await applicationKeywordCounts(db), words);
  const empty: RecommendResponse = {
    items: [],
    total: 0,
    page: options.limited ? 1 : query.page,
    pageSize: options.limited ? PLAN_LIMITS.freeRecommendationResults : query.pageSize,
    limited: options.limited,
    hiddenCount: 0,
    requirements: requirements.map(({ defId: _defId, ...requirement }) => requirement),
    keywords: words,
    category: category ? { id: category.id, name: category.name } : null,
    formula: SCORE_FORMULA,
  };
  if (keywords !== null && keywords.length === 0) return empty;

  const filter: CandidateFilter = { keywords, categoryPath: category?.path ?? null };
  const defIds = [...new Set(requirements.map((requirement) => requirement.defId))];
  const [products, values] = await Promise.all([
    candidateProducts(db, filter),
    candidateValues(db, filter, defIds),
  ]);
  const ranked = products
    .map((product) => {
      const own = values.get(product.id);
      const byRequirement = new Map<string, ProductValue>();
      for (const requirement of requirements) {
        const value = own?.get(requirement.defId);
        if (value) byRequirement.set(requirement.propertyId, value);
      }
      return { ...product, score: scoreProduct(requirements, byRequirement) };
    })
    .sort(compareScored);

  const start = options.limited ? 0 : (query.page - 1) * query.pageSize;
  const size = options.limited ? PLAN_LIMITS.freeRecommendationResults : query.pageSize;
  const page = ranked.slice(start, start + size);
  const facts = await productFacts(
    db,
    page.map((product) => product.id),
  );
  const pageMaterials = [...facts.values()].flatMap((fact) =>
    fact.materials.map((material) => material.rowId),
  );
  const uses = await exampleUses(
    db,
    page.map((product) => product.id),
    [...new Set(pageMaterials)],
    defIds,
  );
  const shortlists = new Map(
    page.map((product) => [
      product.id,
      shortlist(
        uses,
        product.id,
        facts.get(product.id)!.materials.map((material) => material.rowId),
      ),
    ]),
  );
  const examples = await exampleFacts(
    db,
    [...new Set([...shortlists.values()].flat().map((candidate) => candidate.exampleId))],
    defIds,
  );
  const items: RecommendationItem[] = page.map((product, index) => {
    const fact = facts.get(product.id)!;
    return {
      rank: start + index + 1,
      score: product.score.score,
      allMet: product.score.allMet,
      metCount: product.score.metCount,
      failedCount: product.score.failedCount,
      unknownCount: product.score.unknownCount,
      headroom: product.score.headroom,
      product: {
        id: fact.externalId,
        name: fact.name,
        maker: fact.maker,
        category: fact.category,
        applications: fact.applications,
        matchedKeywords: matchedOf(fact.applications, words),
      },
      requirements: product.score.requirements,
      materials: fact.materials.map(({ id, name }) => ({ id, name })),
      supportingExamples: pickSupporting(shortlists.get(product.id) ?? [], examples, requirements, fact),
    };
  });
  return {
    ...empty,
    items,
    total: ranked.length,
    hiddenCount: options.limited ? Math.max(0, ranked.length - items.length) : 0,
  };
}
