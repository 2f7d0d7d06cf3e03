// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recommendQuerySchema } from '@app/contract/recommendation';
import { DEFAULT_FORM, fromSearchParams, toSearchParams } from './recommend-query';

describe('recommendation query string', () => {
  it('round-trips the form through the URL and is what the API schema accepts', () => {
    const values = {
      keywords: ['自動車内装', 'ドアトリム'],
      category: 'cat-pp-compound',
      requirements: [
        { propertyId: 'prop-flexural-modulus', min: '２', max: '', target: '', unit: 'GPa', weight: 3 },
        { propertyId: 'prop-hdt-045', min: '', max: '150', target: '120', unit: '℃', weight: 5 },
      ],
    };
    const search = toSearchParams(values, 2);
    expect(search.getAll('req')).toEqual(['prop-flexural-modulus:2:::3:GPa', 'prop-hdt-045::150:120:5:℃']);
    expect(search.get('page')).toBe('2');
    expect(fromSearchParams(search)).toEqual({
      ...values,
      requirements: [{ ...values.requirements[0], min: '2' }, values.requirements[1]],
    });
    const parsed = recommendQuerySchema.parse({
      keyword: search.getAll('keyword'),
      category: search.get('category'),
      req: search.getAll('req'),
    });
    expect(parsed.req[1]).toMatchObject({ max: 150, target: 120, unit: '℃', weight: 5 });
  });

  it('has defaults that make a valid request, and no requirement means the defaults', () => {
    expect(recommendQuerySchema.safeParse({ req: toSearchParams(DEFAULT_FORM).getAll('req') }).success).toBe(
      true,
    );
    expect(fromSearchParams(new URLSearchParams('keyword=x'))).toBeNull();
  });
});
