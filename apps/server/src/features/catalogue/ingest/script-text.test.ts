import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data.js';
import { scriptText } from './script-text.js';
import { parseUsptoXml } from './uspto-xml.js';
import { parseXml, textOf } from './xml-dom.js';

describe('superscripts and subscripts in text', () => {
  it.each([
    ['<p>10<sup>-17</sup> Ω</p>', '10⁻¹⁷ Ω'],
    ['<p>1.5×10<sup>2</sup></p>', '1.5×10²'],
    ['<p>50 m<sup>2 </sup>/g</p>', '50 m² /g'],
    ['<p>Ca<sup>2+</sup> and H<sub>2</sub>O</p>', 'Ca²⁺ and H₂O'],
    ['<p>η<sub>ρ</sub></p>', 'ηᵨ'],
    ['<PARA>10<SP>−3</SP> m<SB>2</SB></PARA>', '10⁻³ m₂'],
    // No subscript g or w in Unicode: kept as plain text rather than half converted.
    ['<p>T<sub>g</sub> and M<sub>w</sub></p>', 'Tg and Mw'],
  ])('%s → %s', (xml, want) => expect(textOf(parseXml(xml))).toBe(want));

  it('leaves a run with a character that has no script form as it is', () => {
    expect(scriptText('1.5', 'sup')).toBe('1.5');
    expect(scriptText('th', 'sup')).toBe('ᵗʰ');
  });

  it('keeps the units of a real grant: cm² in US08927118', () => {
    const text = readFileSync(sharedData('uspto-patent-xml-samples', 'US08927118.xml'), 'utf8');
    const { patent } = parseUsptoXml(text);
    expect(patent.description).not.toMatch(/cm2\\b/);
    expect(patent.description).toMatch(/cm²/);
  });
});
