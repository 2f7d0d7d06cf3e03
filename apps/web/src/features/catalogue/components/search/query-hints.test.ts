// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryHints } from './query-hints';

const rewrites = (q: string) => queryHints(q).map((hint) => hint.query);

describe('queryHints (a query that found nothing)', () => {
  it('reads a J-PlatPat minus between Japanese words as an exclusion', () => {
    expect(rewrites('ポリプロピレン-タルク')).toContain('ポリプロピレン -タルク');
  });

  it('upper-cases operators typed in lower case', () => {
    expect(rewrites('PBT or PET')).toContain('PBT OR PET');
  });

  it('joins a list separated by 、 or commas with OR', () => {
    expect(rewrites('タルク、マイカ')).toContain('タルク OR マイカ');
  });

  it('suggests dropping quotes and field prefixes, and OR for many words', () => {
    expect(rewrites('"ガラス繊維強化 ポリアミド"')).toContain('ガラス繊維強化 ポリアミド');
    expect(rewrites('ポリプロピレン title:接着剤')).toContain('ポリプロピレン 接着剤');
    expect(rewrites('樹脂 難燃 自動車')).toContain('樹脂 OR 難燃 OR 自動車');
  });

  it('explains word matching for English and has nothing to say about an empty query', () => {
    expect(
      queryHints('polypropyl')
        .map((hint) => hint.message)
        .join(''),
    ).toContain('単語単位');
    expect(queryHints('  ')).toEqual([]);
    expect(rewrites('ポリプロピレン')).toEqual([]);
  });
});
