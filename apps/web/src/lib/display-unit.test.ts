// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayUnit, nameWithUnit } from './display-unit';

describe('display units', () => {
  it('prints no unit for dimensionless values, whatever "none" was written as', () => {
    for (const none of ['-', '－', '—', '', ' ', 'なし', '無次元']) expect(displayUnit(none)).toBe('');
    expect(displayUnit(null)).toBe('');
    expect(displayUnit('MPa')).toBe('MPa');
    expect(nameWithUnit('比重', '-')).toBe('比重');
    expect(nameWithUnit('曲げ弾性率', 'MPa')).toBe('曲げ弾性率 [MPa]');
  });
});
