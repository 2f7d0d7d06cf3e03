import {
  formatRequirementParam,
  numberOrNull,
  parseRequirementParam,
  RECOMMENDATION_LIMITS,
  type RecommendFormValues,
  type RequirementFormValues,
} from '@app/contract/recommendation';

/**
 * The form ⇄ the result page's query string, which is also the API's query string (see the format in
 * @app/contract/recommendation): the result URL holds the whole input, so it can be reloaded, bookmarked
 * and shared, and 「条件を変える」 brings the same input back into the form.
 */

/** Property and bound the form starts with: on the demo catalogue they give a useful ranking at once. */
export const DEFAULT_PROPERTY_ID = 'prop-flexural-modulus';

export function newRequirement(
  propertyId = '',
  unit = '',
  bounds: Partial<Pick<RequirementFormValues, 'min' | 'max' | 'target'>> = {},
): RequirementFormValues {
  return {
    propertyId,
    min: bounds.min ?? '',
    max: bounds.max ?? '',
    target: bounds.target ?? '',
    unit,
    weight: RECOMMENDATION_LIMITS.weightDefault,
  };
}

export const DEFAULT_FORM: RecommendFormValues = {
  keywords: ['自動車内装'],
  category: '',
  requirements: [newRequirement(DEFAULT_PROPERTY_ID, 'GPa', { min: '2' })],
};

/** Form values (already validated) → the query string of the result page and of the API. */
export function toSearchParams(values: RecommendFormValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const keyword of values.keywords) search.append('keyword', keyword);
  if (values.category) search.set('category', values.category);
  for (const requirement of values.requirements) {
    search.append(
      'req',
      formatRequirementParam({
        propertyId: requirement.propertyId,
        min: numberOrNull(requirement.min),
        max: numberOrNull(requirement.max),
        target: numberOrNull(requirement.target),
        unit: requirement.unit,
        weight: requirement.weight,
      }),
    );
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** A query string back into form values; null when it holds no usable requirement (the form's defaults). */
export function fromSearchParams(search: URLSearchParams): RecommendFormValues | null {
  const requirements = search.getAll('req').flatMap((value) => {
    const parsed = parseRequirementParam(value);
    if (!parsed) return [];
    const text = (n: number | null) => (n === null ? '' : String(n));
    return [
      {
        propertyId: parsed.propertyId,
        min: text(parsed.min),
        max: text(parsed.max),
        target: text(parsed.target),
        unit: parsed.unit,
        weight: parsed.weight,
      },
    ];
  });
  if (requirements.length === 0) return null;
  return {
    keywords: search.getAll('keyword').filter((keyword) => keyword.trim() !== ''),
    category: search.get('category') ?? '',
    requirements,
  };
}
