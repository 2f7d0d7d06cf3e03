import { describe, expect, it } from 'vitest';
import { wordPieces } from './word-breaks';

describe('wordPieces', () => {
  it('cuts a compound name at each katakana–kanji edge, never inside a katakana word', () => {
    expect(wordPieces('タルク含有ポリプロピレン系樹脂組成物')).toEqual([
      'タルク',
      '含有',
      'ポリプロピレン',
      '系樹脂組成物',
    ]);
    expect(wordPieces('(C)酸変性ポリプロピレン')).toEqual(['(C)酸変性', 'ポリプロピレン']);
  });

  it('cuts after the hyphen that ends a word of a chemical name, not after a locant', () => {
    expect(wordPieces('N-シクロヘキシル-2-ベンゾチアゾリルスルフェンアミド')).toEqual([
      'N-シクロヘキシル-',
      '2-ベンゾチアゾリルスルフェンアミド',
    ]);
  });

  it('cuts after the middle dot between two words', () => {
    expect(wordPieces('アクリロニトリル・ブタジエンゴム')).toEqual(['アクリロニトリル・', 'ブタジエンゴム']);
    expect(wordPieces('特許・素材')).toEqual(['特許・', '素材']);
  });

  it('keeps a particle with its word and leaves brackets, digits and Latin letters alone', () => {
    expect(wordPieces('ポリプロピレンを0.1〜9質量部')).toEqual(['ポリプロピレンを0.1〜9質量部']);
    expect(wordPieces('「ブロックポリプロピレン」')).toEqual(['「ブロックポリプロピレン」']);
    expect(wordPieces('PP-Hホモ')).toEqual(['PP-Hホモ']);
    expect(wordPieces('')).toEqual(['']);
  });

  it('joins back to the text it was given', () => {
    const text =
      '繊維強化ポリプロピレン系樹脂組成物の製造方法であって、二軸押出機を用いて205〜225℃で溶融混練';
    expect(wordPieces(text).join('')).toBe(text);
  });
});
