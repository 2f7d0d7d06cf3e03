import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';
import { patentNumberForms, spacedPatentNumber } from './patent-numbers.js';
import { foldDocument } from './word-forms.js';

/** Whether some form of the typed number occurs in the folded stored number. */
const finds = (typed: string, stored: string) =>
  (patentNumberForms(typed) ?? []).some((form) => foldDocument(normalizeText(stored)).includes(form));

describe('patent numbers as pasted (decision 0014)', () => {
  it.each([
    ['US 8,088,834 B2', 'US8088834B2'],
    ['8,088,834', 'US8088834B2'],
    ['US08088834', 'US8088834B2'],
    ['US8088834B2', 'US08088834B2'],
    ['US 2013/0014306 A1', 'US20130014306A1'],
    ['RE49258', 'USRE49258E'],
    ['RE49258', 'USRE049258E'],
    ['H2140', 'USH0002140H1'],
    ['H2140', 'USH2140H1'],
    ['JP2007031456A', '特開2007-031456'],
    ['特開2007031456', '特開2007-031456'],
    ['特開2007-031456', 'JP2007031456A'],
    ['JP 2007-031456 A', '特開2007-031456'],
    ['特許第7000002号', '特許第7000002号'],
  ])('%s finds %s', (typed, stored) => {
    expect(finds(typed, stored)).toBe(true);
  });

  it('does not read ordinary numbers as patent numbers', () => {
    for (const text of ['2013', '100', '100質量部', 'PA66', 'US 2013', '1,000', '10-50']) {
      expect({ text, forms: patentNumberForms(text) }).toEqual({ text, forms: null });
    }
    expect(finds('8,088,835', 'US8088834B2')).toBe(false);
    expect(finds('H2141', 'USH0002140H1')).toBe(false);
  });

  it('reads a number typed with spaces as one term', () => {
    expect(spacedPatentNumber('US 8,088,834 B2 stent')).toBe('US 8,088,834 B2');
    expect(spacedPatentNumber('JP 2007-031456 A')).toBe('JP 2007-031456 A');
    expect(spacedPatentNumber('US 2013 stent')).toBeNull();
    expect(spacedPatentNumber('US8088834B2')).toBeNull();
  });
});
