import { describe, expect, it } from 'vitest';
import { normalizeText, normalizeWithOffsets } from './normalize.js';

describe('normalizeText', () => {
  it.each([
    ['ＰＰ', 'pp'],
    ['ﾎﾟﾘﾌﾟﾛﾋﾟﾚﾝ', 'ポリプロピレン'],
    ['ｶﾞﾗｽ繊維', 'ガラス繊維'],
    ['PolyPropylene', 'polypropylene'],
    ['１０〜５０質量部', '10~50質量部'],
    ['10～50', '10~50'],
    ['10~50', '10~50'],
    ['エチレン−プロピレン', 'エチレンープロピレン'],
    ['エチレン-プロピレン', 'エチレンープロピレン'],
    ['エチレンｰプロピレン', 'エチレンープロピレン'],
    ['㎫', 'mpa'],
    ['  熱可塑性\u3000\t樹脂\n組成物  ', '熱可塑性 樹脂 組成物'],
    ['樹\u200b脂', '樹脂'],
    ['a\u0007b', 'a b'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('keeps the private-use range free for the FTS5 gram encoding', () => {
    expect(normalizeText('\ue02f')).toBe('\ufffd');
  });
});

describe('normalizeWithOffsets', () => {
  it('gives the same text as normalizeText and maps each unit back to the original', () => {
    const original = '【課題】ＰＰ  と ｶﾞﾗｽ繊維';
    const { text, starts, ends } = normalizeWithOffsets(original);
    expect(text).toBe(normalizeText(original));
    const pp = text.indexOf('pp');
    expect(original.slice(starts[pp], ends[pp + 1])).toBe('ＰＰ');
    const glass = text.indexOf('ガラス');
    expect(original.slice(starts[glass], ends[glass + 2])).toBe('ｶﾞﾗｽ');
  });

  it('maps NFKC expansions (㎫ → mpa) to their one original character', () => {
    const { text, starts, ends } = normalizeWithOffsets('10㎫');
    expect(text).toBe('10mpa');
    expect([starts[2], ends[4]]).toEqual([2, 3]);
  });

  it('falls back to a proportional map where clusters normalise differently (Greek final sigma)', () => {
    const original = 'ΟΔΟΣ';
    const { text, starts, ends } = normalizeWithOffsets(original);
    expect(text).toBe(normalizeText(original));
    for (let i = 0; i < text.length; i += 1) {
      expect(starts[i]).toBeGreaterThanOrEqual(0);
      expect(ends[i]).toBeLessThanOrEqual(original.length);
      expect(ends[i]).toBeGreaterThan(starts[i]!);
    }
  });
});
