import { describe, expect, it } from 'vitest';
import { parseHeader, unitOf } from './header-units.js';

describe('parseHeader', () => {
  it.each([
    ['Tensile strength (MPa)', 'Tensile strength', 'MPa', null],
    ['Content [wt %]', 'Content', '質量%', null],
    ['PVB [% by weight]', 'PVB', '質量%', null],
    ['Temperature, ° C.', 'Temperature', '℃', null],
    ['Organoclay, Wt %', 'Organoclay', '質量%', null],
    ['MFR g/10 min', 'MFR', 'g/10min', null],
    ['Voltage (V) @20 mA/cm²', 'Voltage', 'V', '@20 mA/cm²'],
    ['Efficiency (cd/A) @1,000 cd/m²', 'Efficiency', 'cd/A', '@1,000 cd/m²'],
    ['Polymer- izing time (h)', 'Polymerizing time', 'h', null],
    ['Cis-1,4- bond content (%)', 'Cis-1,4-bond content', '%', null],
    ['Mw/Mn (*1)', 'Mw/Mn', '', null],
    ['Duration (hrs)', 'Duration', 'h', null],
    ['Rubber ingredient (part)', 'Rubber ingredient', '質量部', null],
    ['Amount (phr)', 'Amount', 'phr', null],
    ['Host compound', 'Host compound', '', null],
  ])('%s', (text, name, unit, condition) => {
    expect(parseHeader(text)).toMatchObject({ name, unit, condition, scale: 1 });
  });

  it('reads a power of ten printed in the header as the scale of the values', () => {
    expect(parseHeader('Permeability, mol/m · s · Pa (10⁻¹⁷)')).toMatchObject({
      name: 'Permeability',
      scale: 1e-17,
    });
  });

  it('gives the unit family of the contract unit table', () => {
    expect(parseHeader('Tensile strength (MPa)').family).toBe('stress');
    expect(parseHeader('Amount (parts by weight)').family).toBe('massParts');
  });
});

describe('unitOf', () => {
  it.each([
    ['° C.', '℃'],
    ['% by weight', '質量%'],
    ['atomic percent', 'at%'],
    ['Pa · s', 'Pa·s'],
    ['hrs', 'h'],
  ])('%s → %s', (text, unit) => {
    expect(unitOf(text)).toBe(unit);
  });
  it('knows no unit in a plain word', () => {
    expect(unitOf('polymer')).toBeNull();
  });
});
