import { describe, expect, it } from 'vitest';
import { companyNamePieces, wordPieces } from './word-breaks';

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

  it('reads the small ヶ as part of the kanji around it (白鳥ヶ丘), not as a katakana word', () => {
    expect(wordPieces('白鳥ヶ丘化成工業')).toEqual(['白鳥ヶ丘化成工業']);
    expect(wordPieces('霞ヶ丘プラスチックス')).toEqual(['霞ヶ丘', 'プラスチックス']);
  });

  it('joins back to the text it was given', () => {
    const text =
      '繊維強化ポリプロピレン系樹脂組成物の製造方法であって、二軸押出機を用いて205〜225℃で溶融混練';
    expect(wordPieces(text).join('')).toBe(text);
  });
});

describe('companyNamePieces', () => {
  it('keeps the own name whole and the legal form apart, before or after it', () => {
    expect(companyNamePieces('青龍ゴム化工株式会社')).toEqual(['青龍ゴム化工', '株式会社']);
    expect(companyNamePieces('株式会社山吹プラスチックス')).toEqual(['株式会社', '山吹プラスチックス']);
    expect(companyNamePieces('白鳥ヶ丘化成工業株式会社')).toEqual(['白鳥ヶ丘化成工業', '株式会社']);
    expect(companyNamePieces('一般社団法人日本ゴム協会')).toEqual(['一般社団法人', '日本ゴム協会']);
  });

  it('cuts a long own name at its word edges', () => {
    expect(companyNamePieces('北海道東北ポリプロピレン化成工業株式会社')).toEqual([
      '北海道東北',
      'ポリプロピレン',
      '化成工業',
      '株式会社',
    ]);
  });

  it('cuts a name with spaces at its spaces, and leaves a bare legal form whole', () => {
    expect(companyNamePieces('KOCHIYA GOMU KOGYO CO LTD')).toEqual([
      'KOCHIYA ',
      'GOMU ',
      'KOGYO ',
      'CO ',
      'LTD',
    ]);
    expect(companyNamePieces('オーバーラント エラストメーレ')).toEqual(['オーバーラント ', 'エラストメーレ']);
    expect(companyNamePieces('株式会社')).toEqual(['株式会社']);
  });
});
