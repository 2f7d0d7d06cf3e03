import { describe, expect, it } from 'vitest';
import { companyNamePieces, labelPieces, wordPieces } from './word-breaks';

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
      '2-ベンゾチアゾリル',
      'スルフェンアミド',
    ]);
  });

  it('cuts after the middle dot between two words', () => {
    expect(wordPieces('アクリロニトリル・ブタジエンゴム')).toEqual(['アクリロニトリル・', 'ブタジエンゴム']);
    expect(wordPieces('特許・素材')).toEqual(['特許・', '素材']);
  });

  it('keeps a particle with its word and leaves brackets, digits and Latin letters alone', () => {
    expect(wordPieces('ポリプロピレンを0.1〜9質量部')).toEqual(['ポリプロピレンを0.1〜9質量部']);
    expect(wordPieces('「ホモポリプロピレン」')).toEqual(['「ホモポリプロピレン」']);
    expect(wordPieces('PP-Hホモ')).toEqual(['PP-Hホモ']);
    expect(wordPieces('')).toEqual(['']);
  });

  it('reads the small ヶ as part of the kanji around it (白鳥ヶ丘), not as a katakana word', () => {
    expect(wordPieces('白鳥ヶ丘化成工業')).toEqual(['白鳥ヶ丘化成工業']);
    expect(wordPieces('霞ヶ丘プラスチックス')).toEqual(['霞ヶ丘', 'プラスチックス']);
  });

  it('cuts a katakana run longer than 10 before each word it is made of, ポリ with its word', () => {
    expect(wordPieces('ポリプロピレンコンパウンド')).toEqual(['ポリプロピレン', 'コンパウンド']);
    expect(wordPieces('スーパーエンジニアリングプラスチック')).toEqual([
      'スーパー',
      'エンジニアリング',
      'プラスチック',
    ]);
    expect(wordPieces('スチレンブタジエンスチレンブロックコポリマー')).toEqual([
      'スチレン',
      'ブタジエン',
      'スチレン',
      'ブロック',
      'コポリマー',
    ]);
    expect(wordPieces('「ブロックポリプロピレン」')).toEqual(['「ブロック', 'ポリプロピレン」']);
    expect(wordPieces('ポリブチレンテレフタレート樹脂')).toEqual(['ポリブチレン', 'テレフタレート', '樹脂']);
    expect(wordPieces("4,4'-ジフェニルメタンジイソシアネート")).toEqual([
      "4,4'-ジフェニルメタン",
      'ジイソシアネート',
    ]);
  });

  it('keeps a katakana run of 10 or fewer whole, and a long one without known words', () => {
    expect(wordPieces('エチレンプロピレン')).toEqual(['エチレンプロピレン']);
    expect(wordPieces('トリメチルジヒドロキノリン')).toEqual(['トリメチルジヒドロキノリン']);
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

describe('labelPieces', () => {
  it('starts a piece at each bracket after a word, so a unit stays whole (硬さ(デュロメータA))', () => {
    expect(labelPieces('硬さ(デュロメータA)（Shore A）')).toEqual(['硬さ', '(デュロメータA)', '（Shore A）']);
    expect(labelPieces('曲げ弾性率（MPa）')).toEqual(['曲げ弾性率', '（MPa）']);
    expect(labelPieces('ジエチレングリコール [質量部]')).toEqual(['ジエチレングリコール ', '[質量部]']);
    expect(labelPieces('無水マレイン酸変性ポリプロピレン（phr）')).toEqual([
      '無水',
      'マレイン',
      '酸変性',
      'ポリプロピレン',
      '（phr）',
    ]);
  });

  it('leaves a label that starts with a bracket as it is', () => {
    expect(labelPieces('(C)酸変性ポリプロピレン')).toEqual(['(C)酸変性', 'ポリプロピレン']);
    expect(labelPieces('メルトフローレート')).toEqual(['メルトフローレート']);
  });
});
