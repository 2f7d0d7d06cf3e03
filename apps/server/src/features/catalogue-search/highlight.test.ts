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
