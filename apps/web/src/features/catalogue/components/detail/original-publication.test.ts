// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { originalPublication } from './original-publication';

describe('originalPublication', () => {
  it.each([
    ['US8088834B2', 'US8088834B2', 'US', 'https://patents.google.com/patent/US8088834B2/en'],
    ['US20130014306A1', 'US20130014306A1', 'US', 'https://patents.google.com/patent/US20130014306A1/en'],
    ['USRE49258E', 'USRE49258E', 'US', 'https://patents.google.com/patent/USRE49258E/en'],
    ['EP3383757B1', 'EP3383757B1', 'EP', 'https://worldwide.espacenet.com/patent/search?q=pn%3DEP3383757B1'],
    [
      'JP2006058028A',
      '特開2006-058028',
      'JP',
      'https://www.j-platpat.inpit.go.jp/c1801/PU/JP-2006-058028/11/ja',
    ],
    ['JP7000000B2', '特許第7000000号', 'JP', 'https://www.j-platpat.inpit.go.jp/c1801/PU/JP-7000000/15/ja'],
  ])('%s (%s) → %s', (id, publicationNumber, country, url) =>
    expect(originalPublication({ id, publicationNumber, country })?.url).toBe(url),
  );

  it('gives no link for a number it cannot read', () => {
    expect(
      originalPublication({ id: 'pat-1', publicationNumber: 'WO2020/123456', country: 'JP' }),
    ).toBeNull();
    expect(originalPublication({ id: 'x', publicationNumber: 'unknown', country: 'US' })).toBeNull();
  });
});
