// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitDescription } from './description-text';

describe('splitDescription', () => {
  it('splits prose and pipe tables, with header rows above the rule and escaped bars', () => {
    const text = [
      '【EXAMPLES】',
      'The results are shown in Table 1.',
      '|  | Example 1 | Comparative Example 1 |',
      '| --- | --- | --- |',
      '| Tensile strength (MPa) | 35 |  |',
      '| a\\|b | 1.5×10² | 3 |',
      'As the table shows, …',
    ].join('\n');
    expect(splitDescription(text)).toEqual([
      { kind: 'text', text: '【EXAMPLES】\nThe results are shown in Table 1.' },
      {
        kind: 'table',
        header: [['', 'Example 1', 'Comparative Example 1']],
        body: [
          ['Tensile strength (MPa)', '35', ''],
          ['a|b', '1.5×10²', '3'],
        ],
      },
      { kind: 'text', text: 'As the table shows, …' },
    ]);
  });

  it('keeps a single row-like line and text without tables as text', () => {
    expect(splitDescription('| not a table |\nplain')).toEqual([
      { kind: 'text', text: '| not a table |\nplain' },
    ]);
  });
});
