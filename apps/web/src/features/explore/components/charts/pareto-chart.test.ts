// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paretoScatterOption } from './pareto-chart';

const ATTACK = '<img src=x onerror=alert(1)>';

describe('paretoScatterOption tooltip', () => {
  it('shows candidate labels and property names from data as text, never as markup', () => {
    const option = paretoScatterOption(
      [
        { name: ATTACK, unit: 'MPa', direction: '最大化' },
        { name: '密度', unit: '<b>', direction: '最小化' },
      ],
      [{ label: ATTACK, values: [1, 2], compromise: true }],
    );
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    const html = tooltip.formatter({ name: ATTACK, value: [1, 2] });
    expect(html).not.toMatch(/<img|<b>/);
    expect(html.split('<br/>')).toHaveLength(3);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
