// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentDetail } from '@app/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedFixtures } from '../testing/catalogue-fixtures.js';
import { locatePhrase, rangeText } from '../present/claim-range-text.js';
import { signInAs } from '../testing/catalogue-test-support.js';
import { jaccard } from '../common/similarity.js';

/**
 * What the patent detail page adds to the catalogue API tests: where each claim range stands in its
 * claim, and similar patents. On the fixtures of catalogue-fixtures.ts; SQLite and PostgreSQL.
 */
describe('patent detail: claim range text and similar patents', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedFixtures(t.database.db);
    headers = await signInAs(t.app, 'free');
  }, 60_000);
  afterAll(() => t.close());

  const detail = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.patentDetail.build({ id }),
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PatentDetail>();
  };

  it('marks a range stated by the source in the claim it belongs to', async () => {
    const body = await detail('pat-1');
    const talc = body.claimRanges.find((range) => range.subject === 'タルク')!;
    const claim = body.claims.find((item) => item.number === talc.claim)!;
    expect(talc.originalText).toBe('10〜50質量部');
    expect(claim.text.slice(...talc.span!)).toBe('10〜50質量部');
  });

  it('lists the patents sharing codes or example materials, most alike first, with what they share', async () => {
    const body = await detail('pat-1');
    // pat-3 uses polypropylene in an example; pat-2 and pat-4 share no IPC group, theme or material.
    expect(body.similar).toEqual([
      expect.objectContaining({
        id: 'pat-3',
        publicationNumber: '特開2019-300003',
        sharedCodes: [],
        sharedMaterials: [{ id: 'mat-pp', name: 'ポリプロピレン' }],
      }),
    ]);
    expect(body.similar[0]!.similarity).toBeGreaterThan(0);
    expect(body.similar[0]!.similarity).toBeLessThan(1);
    expect((await detail('pat-4')).similar).toEqual([]);
  });
});

describe('claim range text', () => {
  it('finds a normalised phrase in full-width text and answers offsets of the original', () => {
    const text = '(B)タルク１０〜５０質量部を含む。';
    const span = locatePhrase(text, '10~50質量部');
    expect(span).not.toBeNull();
    expect(text.slice(...span!)).toBe('１０〜５０質量部');
    expect(locatePhrase(text, '20~30質量部')).toBeNull();
  });

  it('takes the occurrence after the subject when a claim repeats the phrase', () => {
    const text = '(D)硫黄を0.9〜3.5質量部、(E)加硫促進剤を0.9〜3.5質量部含む。';
    const [start] = locatePhrase(text, '0.9~3.5質量部', '加硫促進剤')!;
    expect(start).toBe(text.lastIndexOf('0.9'));
    expect(locatePhrase(text, '0.9~3.5質量部', '硫黄')![0]).toBe(text.indexOf('0.9'));
    expect(locatePhrase(text, '0.9~3.5質量部', '銅')![0]).toBe(text.indexOf('0.9'));
  });

  it('reads a range again from its claim when the source gave no phrase, by subject, then by symbol', () => {
    const claim =
      '(A)ポリプロピレン100質量部に対して、(B)タルクを5〜40質量部含み、曲げ弾性率が2000MPa以上である組成物。';
    const range = { kind: 'ingredient', subject: 'タルク', group_symbol: '(B)', original_text: null };
    const found = rangeText(claim, range);
    expect(found.originalText).toBe('5〜40質量部');
    expect(claim.slice(...found.span!)).toBe('5〜40質量部');
    expect(rangeText(claim, { ...range, subject: '滑石' }).originalText).toBe('5〜40質量部');
    expect(
      rangeText(claim, { ...range, kind: 'property', subject: '曲げ弾性率', group_symbol: null })
        .originalText,
    ).toBe('2000MPa以上');
    expect(rangeText(claim, { ...range, subject: '銅', group_symbol: '(C)' })).toEqual({
      originalText: null,
      span: null,
    });
  });
});

describe('jaccard', () => {
  it('is the share of the union both sets hold', () => {
    expect(jaccard(new Set([1, 2]), new Set([2, 3]))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
    expect(jaccard(new Set(['a']), new Set(['a']))).toBe(1);
  });
});
