import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightAll, leadingSnippet, snippet } from './highlight.js';

describe('snippet', () => {
  it('marks matches found in the normalised text on the original characters', () => {
    const result = snippet('高剛性のＰＰ組成物とＰＰ樹脂', ['pp']);
    expect(result?.highlights).toEqual([
      [4, 6],
      [10, 12],
    ]);
    expect(result?.html).toBe('高剛性の<mark>ＰＰ</mark>組成物と<mark>ＰＰ</mark>樹脂');
  });

  it('never lets markup of the text through: everything but <mark> is escaped', () => {
    const result = snippet('<script>alert("x")</script> & 樹脂 <b>', ['樹脂']);
    expect(result?.html).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>樹脂</mark> &lt;b&gt;',
    );
    expect(result?.text).toBe('<script>alert("x")</script> & 樹脂 <b>');
  });

  it('cuts a window around the first match and says where it was cut', () => {
    const text = `${'あ'.repeat(100)}樹脂${'い'.repeat(300)}`;
    const result = snippet(text, ['樹脂'], { length: 60, before: 10 })!;
    expect(result.truncatedStart).toBe(true);
    expect(result.truncatedEnd).toBe(true);
    expect(result.text).toHaveLength(60);
    expect(result.text.slice(result.highlights[0]![0], result.highlights[0]![1])).toBe('樹脂');
    expect(result.html.startsWith('…')).toBe(true);
    expect(result.html.endsWith('…')).toBe(true);
  });

  it('merges overlapping matches of several terms', () => {
    expect(snippet('ポリプロピレン', ['ポリプロ', 'プロピレン'])?.highlights).toEqual([[0, 7]]);
  });

  it('starts at a phrase boundary, not in the middle of a word (「い機械的強度…」)', () => {
    const text = `${'ポリプロピレンにタルクを加えて成形性を改良した組成物であり、'.repeat(2)}高い機械的強度と耐熱性を両立する。`;
    const result = snippet(text, ['機械的強度'], { length: 40, before: 10 })!;
    expect(result.text.startsWith('高い機械的強度')).toBe(true);
    const unbroken = `${'あ'.repeat(50)}高い機械的強度を有する`;
    expect(
      snippet(unbroken, ['機械的強度'], { length: 20, before: 3 })!.text.startsWith('高い機械的強度'),
    ).toBe(true);
    const english = `${'The composition comprises a polymer. '.repeat(3)}A stent comprising a tubular flexible body.`;
    const window = snippet(english, [' stent '], { length: 40, before: 12 })!;
    expect(window.text.startsWith('A stent')).toBe(true);
  });

  it('picks the window where the most terms occur and marks each of them', () => {
    const text = `接着剤を用いる。${'この接着剤は耐熱性に優れる。'.repeat(10)}ポリプロピレン基材に接着剤を塗布する。`;
    const result = snippet(text, ['ポリプロピレン', '接着剤'], { length: 40 })!;
    const marked = result.highlights.map(([a, b]) => result.text.slice(a, b));
    expect(marked).toContain('ポリプロピレン');
    expect(marked).toContain('接着剤');
  });

  it('marks whole English words for folded terms, plurals and hyphenated compounds included', () => {
    const result = snippet('Medical devices such as stents and non-ionic coatings.', [
      ' stent ',
      ' non ionic ',
    ])!;
    expect(result.highlights.map(([a, b]) => result.text.slice(a, b))).toEqual(['stents', 'non-ionic']);
  });

  it('is null when no term occurs', () => {
    expect(snippet('ゴム', ['樹脂'])).toBeNull();
  });
});

describe('highlightAll / leadingSnippet / escapeHtml', () => {
  it('marks every occurrence in a whole title', () => {
    expect(highlightAll('樹脂と樹脂', ['樹脂'])?.highlights).toEqual([
      [0, 2],
      [3, 5],
    ]);
  });

  it('shows the start of a text without marks', () => {
    const result = leadingSnippet('a<b>'.repeat(100), 8);
    expect(result.text).toBe('a<b>a<b>');
    expect(result.html).toBe('a&lt;b&gt;a&lt;b&gt;…');
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
