import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTERCHANGE_TYPES, parseInterchangeLine } from './interchange.js';

/** docs/data-format.md shows one line of every entity: each must import as written. */
describe('docs/data-format.md', () => {
  const text = readFileSync(new URL('../../../docs/data-format.md', import.meta.url), 'utf8');
  const lines = text.split('\n').filter((line) => line.startsWith('{"type"'));

  it('has an example line of every entity type', () => {
    const types = new Set(lines.map((line) => (JSON.parse(line) as { type: string }).type));
    expect([...types].sort()).toEqual([...INTERCHANGE_TYPES].sort());
  });

  it.each(lines.map((line) => [(JSON.parse(line) as { type: string }).type, line] as const))(
    'the %s line is valid',
    (_type, line) => {
      const parsed = parseInterchangeLine(line);
      expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    },
  );
});
