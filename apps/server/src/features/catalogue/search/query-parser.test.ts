import { describe, expect, it } from 'vitest';
import {
  allTerms,
  parseQuery,
  positiveTerms,
  QUERY_LIMITS,
  QuerySyntaxError,
  type QueryNode,
} from './query-parser.js';

/** A compact rendering of the tree: terms as norm (field:norm, "phrase"), AND/OR/NOT as lists. */
function show(node: QueryNode | null): unknown {
  if (!node) return null;
  switch (node.type) {
    case 'term': {
      const text = node.phrase ? `"${node.norm}"` : node.norm;
      return node.field ? `${node.field}:${text}` : text;
    }
    case 'not':
      return ['NOT', show(node.child)];
    case 'and':
      return ['AND', ...node.children.map(show)];
    case 'or':
      return ['OR', ...node.children.map(show)];
  }
}

const parse = (query: string) => show(parseQuery(query));

describe('parseQuery', () => {
  it('reads nothing as "everything"', () => {
    expect(parseQuery('')).toBeNull();
    expect(parseQuery('   \u3000 ')).toBeNull();
    expect(parseQuery('\u200b \u00ad')).toBeNull();
    // Punctuation is searchable text like any other character.
    expect(parse('、')).toBe('、');
  });

  it('normalises terms (NFKC, case, ー/〜 variants)', () => {
    expect(parse('ＰＰ')).toBe('pp');
    expect(parse('ｴﾁﾚﾝ−ﾌﾟﾛﾋﾟﾚﾝ')).toBe('エチレンープロピレン');
    expect(parseQuery('Polypropylene')).toMatchObject({
      type: 'term',
      text: 'Polypropylene',
      norm: 'polypropylene',
    });
  });

  it('ANDs space-separated terms (ASCII and ideographic spaces, explicit AND)', () => {
    expect(parse('樹脂 難燃')).toEqual(['AND', '樹脂', '難燃']);
    expect(parse('樹脂\u3000難燃 AND 耐熱')).toEqual(['AND', '樹脂', '難燃', '耐熱']);
  });

  it('reads the J-PlatPat operators * (AND, binding tightest), + (OR) and a leading - (NOT)', () => {
    expect(parse('ポリプロピレン*タルク')).toEqual(['AND', 'ポリプロピレン', 'タルク']);
    expect(parse('ポリプロピレン＊タルク')).toEqual(['AND', 'ポリプロピレン', 'タルク']);
    expect(parse('PP+PE')).toEqual(['OR', 'pp', 'pe']);
    expect(parse('PP*タルク+PE*タルク')).toEqual(['OR', ['AND', 'pp', 'タルク'], ['AND', 'pe', 'タルク']]);
    expect(parse('(PP+PE)*タルク -臭素')).toEqual(['AND', ['OR', 'pp', 'pe'], 'タルク', ['NOT', '臭素']]);
    expect(parse('タルク*-臭素')).toEqual(['AND', 'タルク', ['NOT', '臭素']]);
    expect(() => parseQuery('*タルク')).toThrow('* の前に検索語を入力してください');
    expect(() => parseQuery('タルク*')).toThrow('* の後に検索語を入力してください');
    expect(() => parseQuery('タルク+')).toThrow('OR の後に検索語を入力してください');
  });

  it('reads a patent number typed with spaces as one term', () => {
    expect(parse('US 8,088,834 B2 stent')).toEqual(['AND', 'us 8,088,834 b2', 'stent']);
    expect(parse('JP 2007-031456 A')).toBe('jp 2007ー031456 a');
  });

  it('reads OR and | as alternatives binding tighter than AND', () => {
    expect(parse('PP OR PE')).toEqual(['OR', 'pp', 'pe']);
    expect(parse('PP|PE|PA')).toEqual(['OR', 'pp', 'pe', 'pa']);
    expect(parse('樹脂 PP OR PE')).toEqual(['AND', '樹脂', ['OR', 'pp', 'pe']]);
    expect(parse('ＰＰ　ＯＲ　ＰＥ')).toEqual(['OR', 'pp', 'pe']);
    expect(parse('or')).toBe('or');
  });

  it('reads a leading - and NOT as exclusion, a - inside a word as part of it', () => {
    expect(parse('樹脂 -ハロゲン')).toEqual(['AND', '樹脂', ['NOT', 'ハロゲン']]);
    expect(parse('樹脂 NOT ハロゲン')).toEqual(['AND', '樹脂', ['NOT', 'ハロゲン']]);
    expect(parse('－臭素')).toEqual(['NOT', '臭素']);
    expect(parse('PP-H')).toBe('ppーh');
    expect(parse('--a')).toBe('a');
    expect(parse('樹脂 - 難燃')).toEqual(['AND', '樹脂', '難燃']);
  });

  it('reads quoted phrases with their spaces, also with curly or full-width quotes', () => {
    expect(parse('"熱可塑性 樹脂" 成形')).toEqual(['AND', '"熱可塑性 樹脂"', '成形']);
    expect(parse('“耐熱 性”')).toBe('"耐熱 性"');
    expect(parse('＂OR＂')).toBe('"or"');
    expect(parse('"-樹脂"')).toBe('"ー樹脂"');
  });

  it('lets an unclosed quote run to the end (lenient)', () => {
    expect(parse('"熱可塑性 樹脂')).toBe('"熱可塑性 樹脂"');
  });

  it('groups with parentheses, full-width too', () => {
    expect(parse('(PP OR PE) -(臭素 OR 塩素)')).toEqual([
      'AND',
      ['OR', 'pp', 'pe'],
      ['NOT', ['OR', '臭素', '塩素']],
    ]);
    expect(parse('（樹脂 ゴム）|金属')).toEqual(['OR', ['AND', '樹脂', 'ゴム'], '金属']);
  });

  it('keeps parentheses inside a word: ポリアミド(PA)', () => {
    expect(parse('ポリアミド(PA) 樹脂')).toEqual(['AND', 'ポリアミド(pa)', '樹脂']);
    expect(parse('(ポリアミド(PA) OR PPS)')).toEqual(['OR', 'ポリアミド(pa)', 'pps']);
  });

  it('reads field prefixes, English and Japanese, on terms, phrases and groups', () => {
    expect(parse('title:樹脂 abstract:"耐熱 性" claims:タルク')).toEqual([
      'AND',
      'title:樹脂',
      'abstract:"耐熱 性"',
      'claims:タルク',
    ]);
    expect(parse('出願人:東邦 メーカー:アクメ')).toEqual(['AND', 'applicant:東邦', 'maker:アクメ']);
    expect(parse('Title:(樹脂 OR ゴム)')).toEqual(['OR', 'title:樹脂', 'title:ゴム']);
    expect(parse('title:(樹脂 abstract:ゴム)')).toEqual(['AND', 'title:樹脂', 'abstract:ゴム']);
    expect(parse('-title:樹脂')).toEqual(['NOT', 'title:樹脂']);
  });

  it('compacts classification codes and keeps unknown prefixes in the term', () => {
    expect(parse('ipc:"C08L 23/10" theme:4j002')).toEqual(['AND', 'ipc:"c08l23/10"', 'theme:4j002']);
    expect(parse('foo:bar 10:30')).toEqual(['AND', 'foo:bar', '10:30']);
  });

  it.each([
    ['(樹脂 ゴム', '検索式の括弧が閉じていません'],
    ['樹脂)', '検索式の括弧の対応が正しくありません（開き括弧のない閉じ括弧があります）'],
    ['()', '括弧の中に検索語を入力してください'],
    ['OR 樹脂', 'OR の前に検索語を入力してください'],
    ['樹脂 OR', 'OR の後に検索語を入力してください'],
    ['樹脂 | | ゴム', 'OR の後に検索語を入力してください'],
    ['樹脂 NOT', '除外（- または NOT）の後に検索語を入力してください'],
    ['title: 樹脂', 'title: の後に検索語を入力してください'],
    ['((((((((((a))))))))))', '検索式の括弧の入れ子が深すぎます'],
  ])('rejects %s with a Japanese message', (query, message) => {
    expect(() => parseQuery(query)).toThrow(new QuerySyntaxError(message));
  });

  it('limits the number of terms and the length', () => {
    const many = Array.from({ length: QUERY_LIMITS.maxTerms + 1 }, (_, i) => `t${i}`).join(' ');
    expect(() => parseQuery(many)).toThrow(QuerySyntaxError);
    expect(() => parseQuery('a'.repeat(QUERY_LIMITS.maxLength + 1))).toThrow(QuerySyntaxError);
  });

  it('lists positive terms (for highlighting) and all terms', () => {
    const node = parseQuery('樹脂 (PP OR PE) -臭素');
    expect(positiveTerms(node).map((term) => term.norm)).toEqual(['樹脂', 'pp', 'pe']);
    expect(allTerms(node).map((term) => term.norm)).toEqual(['樹脂', 'pp', 'pe', '臭素']);
  });
});
