import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { InterchangeRecordInput } from '@app/contract/interchange';
import type { ExampleSearchResponse, PatentSearchResponse } from '@app/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedRecords } from '../testing/catalogue-fixtures.js';
import { signInAs } from '../testing/catalogue-test-support.js';

/**
 * English text, patent numbers as pasted and J-PlatPat operators through the search API (decision 0014),
 * on SQLite and (TEST_DATABASE_URL) on PostgreSQL. The English sentences are quoted from real USPTO
 * grants of the shared samples (uspto-bulk-samples); the numbers are in the forms the importer and the
 * demo data store today (US8088834B2, US20130014306A1, USRE49258E, USH0002140H1, 特開2007-031456).
 */

const us = (
  id: string,
  publicationNumber: string,
  title: string,
  abstract: string,
): InterchangeRecordInput => ({
  type: 'patent',
  id,
  publicationNumber,
  country: 'US',
  language: 'en',
  title,
  abstract,
  publicationDate: '2012-01-10',
});

const jp = (
  id: string,
  number: string,
  title: string,
  abstract: string,
  claim: string,
): InterchangeRecordInput => ({
  type: 'patent',
  id,
  publicationNumber: number,
  title,
  abstract,
  claims: [{ number: 1, text: claim }],
  publicationDate: '2007-02-08',
});

const RECORDS: InterchangeRecordInput[] = [
  us(
    'en-stent',
    'US8088834B2',
    'Stent having an expandable web structure',
    'The present invention provides a stent comprising a tubular flexible body having a wall with a web structure.',
  ),
  us(
    'en-stents',
    'US20130014306A1',
    'Coating for implanted devices',
    'Occulsion of medical devices such as stents placed or implanted within a blood vessel for treating stenoses.',
  ),
  us(
    'en-consistent',
    'USRE49258E',
    'Barrier nanocomposites',
    'The levels of reduction in gas permeability found in nylon nanocomposites are consistent with tortuosity mechanism.',
  ),
  us(
    'en-non-ionic',
    'USH0002140H1',
    'Plasticized film',
    'c) up to 10% by weight of one or more non-ionic surfactants as an additive increasing the solubility of the plasticizer.',
  ),
  us(
    'en-nonionic',
    'US7000001B2',
    'Surface-treated clay',
    'A surface-treated clay such as one including a nonionic polymeric hydrotrope adsorbed onto a basal surface thereof. ' +
      'The lower curve is a 50 wt % organoclay concentrate with ΔH=2.4 J/g. ' +
      'Pressed at four points in the front and four points in the rear part of the external sleeve.',
  ),
  us(
    'en-hip',
    'US7000002B2',
    'Hot isostatic pressing',
    'The HIP treatment temperature is not more than 600° C. The sintered body is annealed at 427 °C for two hours. ' +
      'A polymer nano-composite film is formed.',
  ),
  jp(
    'JP2007031456A',
    '特開2007-031456',
    'ポリプロピレン樹脂組成物',
    'ポリプロピレンとタルクを含み、高い機械的強度を有する成形体を与える。',
    'ポリプロピレン100質量部とタルク20質量部とを含む樹脂組成物。',
  ),
  jp(
    'JP2006058028A',
    '特開2006-058028',
    'ウレタン系接着剤',
    '耐熱性に優れたウレタン系の接着剤を提供する。',
    'ポリプロピレン基材に用いる接着剤であって、イソシアネートを含む接着剤。',
  ),
  jp(
    'JP2005000123A',
    '特開2005-000123',
    'ポリエチレン組成物',
    'ポリエチレンとタルクを含む組成物。医療用ステント（stents）にも用いる。',
    'ポリエチレンとタルクとを含む組成物。',
  ),
  {
    type: 'example',
    id: 'JP2007031456A-e1',
    patentId: 'JP2007031456A',
    label: '実施例1',
    comparative: false,
    composition: [{ name: 'ポリプロピレン', amount: 100, unit: '質量部' }],
  },
];

describe('search: English words, patent numbers as pasted, J-PlatPat operators', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRecords(t.database.db, RECORDS);
    headers = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  async function search(q: string): Promise<PatentSearchResponse> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent(q)}&synonyms=false`,
      headers,
    });
    expect({ q, status: response.statusCode }).toEqual({ q, status: 200 });
    return response.json<PatentSearchResponse>();
  }

  async function found(q: string): Promise<string[]> {
    return (await search(q)).items.map((item) => item.id).sort();
  }

  it.each([
    // Whole words: "stent" is not a part of "consistent"; singular and plural find each other.
    ['stent', ['JP2005000123A', 'en-stent', 'en-stents']],
    ['stents', ['JP2005000123A', 'en-stent', 'en-stents']],
    ['consistent', ['en-consistent']],
    // Whole words: "composite" is not a word of "nanocomposites" (but of "nano-composite").
    ['composites', ['en-hip']],
    ['composite', ['en-hip']],
    // Hyphen and spacing variants of compounds.
    ['nanocomposites', ['en-consistent', 'en-hip']],
    ['nano-composites', ['en-consistent', 'en-hip']],
    ['nonionic', ['en-non-ionic', 'en-nonionic']],
    ['non-ionic', ['en-non-ionic', 'en-nonionic']],
    ['"non ionic"', ['en-non-ionic']],
    ['four-point', ['en-nonionic']],
    ['"four point"', ['en-nonionic']],
    ['fourpoint', ['en-nonionic']],
    // Units with and without spaces.
    ['5 wt%', []],
    ['50 wt%', ['en-nonionic']],
    ['50wt%', ['en-nonionic']],
    ['"50 wt %"', ['en-nonionic']],
    ['427 °C', ['en-hip']],
    ['427°C', ['en-hip']],
    ['600℃', ['en-hip']],
    ['"600 °C"', ['en-hip']],
    // Mixed Japanese and English.
    ['ステント stents', ['JP2005000123A']],
    ['タルク stent', ['JP2005000123A']],
  ])('English and mixed text: %s', async (q, expected) => {
    expect(await found(q)).toEqual(expected);
  });

  it('keeps J-PlatPat substring semantics for Japanese; numbers match whole numbers', async () => {
    expect(await found('プロピ')).toEqual(['JP2006058028A', 'JP2007031456A']);
    expect(await found('機械的強')).toEqual(['JP2007031456A']);
    expect(await found('量部')).toEqual(['JP2007031456A']);
    expect(await found('100質量部')).toEqual(['JP2007031456A']);
    // 0質量部 is not 100質量部, as ポリアミド6 is not ポリアミド66.
    expect(await found('0質量部')).toEqual([]);
    expect(await found('20質量部')).toEqual(['JP2007031456A']);
  });

  it.each([
    ['US 8,088,834 B2', ['en-stent']],
    ['8,088,834', ['en-stent']],
    ['US08088834', ['en-stent']],
    ['US8088834B2', ['en-stent']],
    ['US 2013/0014306 A1', ['en-stents']],
    ['US20130014306A1', ['en-stents']],
    ['RE49258', ['en-consistent']],
    ['USRE49258E', ['en-consistent']],
    ['H2140', ['en-non-ionic']],
    ['JP2007031456A', ['JP2007031456A']],
    ['特開2007031456', ['JP2007031456A']],
    ['特開2007-031456', ['JP2007031456A']],
    ['JP 2007-031456 A', ['JP2007031456A']],
    ['特開2006058028', ['JP2006058028A']],
    ['JP 2006-058028 A', ['JP2006058028A']],
  ])('patent number as pasted: %s', async (q, expected) => {
    expect(await found(q)).toEqual(expected);
  });

  it('finds the examples of a patent by its number as pasted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.examplesSearch.build()}?q=${encodeURIComponent('JP2007031456A')}`,
      headers,
    });
    expect(response.json<ExampleSearchResponse>().items.map((item) => item.id)).toEqual(['JP2007031456A-e1']);
  });

  it.each([
    ['ポリプロピレン*タルク', ['JP2007031456A']],
    ['ポリプロピレン＊タルク', ['JP2007031456A']],
    ['ポリプロピレン+ポリエチレン', ['JP2005000123A', 'JP2006058028A', 'JP2007031456A']],
    ['(ポリプロピレン+ポリエチレン)*タルク', ['JP2005000123A', 'JP2007031456A']],
    ['ポリプロピレン*タルク+ポリエチレン*ステント', ['JP2005000123A', 'JP2007031456A']],
    ['タルク -ポリエチレン', ['JP2007031456A']],
    ['タルク*-ポリエチレン', ['JP2007031456A']],
  ])('J-PlatPat operators: %s', async (q, expected) => {
    expect(await found(q)).toEqual(expected);
  });

  it('says why a hit matched: where each term occurs, and marks every term in the snippet', async () => {
    const body = await search('ポリプロピレン title:接着剤');
    expect(body.items.map((item) => item.id)).toEqual(['JP2006058028A']);
    const snippet = body.items[0]!.snippet!;
    expect(snippet.matches).toEqual([
      { term: 'ポリプロピレン', fields: ['claims'] },
      { term: '接着剤', fields: ['title'] },
    ]);
    // The claim has both terms, the abstract only one: the snippet comes from the claim and marks both.
    expect(snippet.field).toBe('claims');
    expect(new Set(snippet.highlights.map(([a, b]) => snippet.text.slice(a, b)))).toEqual(
      new Set(['ポリプロピレン', '接着剤']),
    );
  });

  it('highlights the whole English word on the original text, plural included', async () => {
    const body = await search('stent');
    const plural = body.items.find((item) => item.id === 'en-stents')!.snippet!;
    expect(plural.highlights.map(([a, b]) => plural.text.slice(a, b))).toEqual(['stents']);
    const title = body.items.find((item) => item.id === 'en-stent')!;
    expect(title.titleHighlights.map(([a, b]) => title.title.slice(a, b))).toEqual(['Stent']);
    const hyphen = (await search('nonionic')).items.find((item) => item.id === 'en-non-ionic')!.snippet!;
    expect(hyphen.highlights.map(([a, b]) => hyphen.text.slice(a, b))).toEqual(['non-ionic']);
  });
});
