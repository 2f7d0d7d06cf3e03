// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldLabel } from './snippet-text';

describe('snippet field labels', () => {
  it('name what each list indexes under the same field', () => {
    // A patent found by 特開2007031456 matched its numbers, not an "English name".
    expect(fieldLabel('patents', 'extra')).toBe('番号・発明者');
    expect(fieldLabel('materials', 'extra')).toBe('別名・英名・CAS番号');
    expect(fieldLabel('products', 'party')).toBe('メーカー');
    expect(fieldLabel('patents', 'party')).toBe('出願人');
    expect(fieldLabel('examples', 'abstract')).toBe('配合');
    expect(fieldLabel('patents', 'abstract')).toBe('要約');
  });
});
