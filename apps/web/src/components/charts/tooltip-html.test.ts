// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, tooltipLines } from './tooltip-html';

describe('tooltip HTML', () => {
  it('escapes every markup character of data', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;&#38;',
    );
  });

  it('joins escaped lines with line breaks and drops empty ones', () => {
    expect(tooltipLines(['<b>', null, '', 'a & b', false])).toBe('&#60;b&#62;<br/>a &#38; b');
  });
});
