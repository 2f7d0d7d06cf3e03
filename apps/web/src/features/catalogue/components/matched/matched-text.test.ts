// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MatchedExamples } from '@app/contract/catalogue';
import { matchedIds, matchedSentence } from './matched-text';

const example = (label: string, values: MatchedExamples['examples'][number]['values']) => ({
  id: `id-${label}`,
  label,
  comparative: label.startsWith('比較例'),
  values,
});

describe('matchedSentence', () => {
  it('names the ingredient examples with their amounts, and cuts a long list with ほか', () => {
    const entry: MatchedExamples = {
      by: 'material',
      condition: 'タルク・マイカ のいずれか',
      total: 4,
      examples: [
        example('実施例1', [{ name: 'タルク', value: 30, unit: '質量部' }]),
        example('比較例2', [{ name: 'マイカ', value: null, unit: '' }]),
        example('実施例3', [{ name: 'タルク', value: 1234.5, unit: '質量部' }]),
      ],
    };
    expect(matchedSentence(entry)).toBe(
      '実施例1（30 質量部）、比較例2、実施例3（1,235 質量部） ほか1件 が タルク・マイカ のいずれか を使用',
    );
    expect(matchedSentence(entry, 1)).toBe(
      '実施例1（30 質量部） ほか3件 が タルク・マイカ のいずれか を使用',
    );
    expect(matchedIds([entry])).toEqual(new Set(['id-実施例1', 'id-比較例2', 'id-実施例3']));
  });

  it('names each property when several ranges matched together, and leaves out a "-" unit', () => {
    const entry: MatchedExamples = {
      by: 'ranges',
      condition: '比重 1.1〜1.2、曲げ弾性率 2000 MPa 以上',
      total: 1,
      examples: [
        example('実施例2', [
          { name: '比重', value: 1.15, unit: '-' },
          { name: '曲げ弾性率', value: 2400, unit: 'MPa' },
        ]),
      ],
    };
    expect(matchedSentence(entry)).toBe(
      '実施例2（比重 1.15・曲げ弾性率 2,400 MPa） が 比重 1.1〜1.2、曲げ弾性率 2000 MPa 以上 に一致',
    );
    expect(matchedSentence({ ...entry, total: 0, examples: [] })).toBeNull();
  });
});
