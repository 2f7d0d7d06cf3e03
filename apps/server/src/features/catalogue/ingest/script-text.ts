/**
 * Superscripts and subscripts of patent XML as plain text. A value such as 10<sup>-17</sup>, 1.5×10<sup>2</sup>
 * or cm<sup>2</sup> read as bare text becomes 10-17, 1.5×102, cm2 — a different value. The Unicode
 * superscript and subscript characters keep them: 10⁻¹⁷, 1.5×10², cm², T<sub>g</sub> stays Tg only where
 * Unicode has no subscript g (see below). Every browser shows them without markup, and NFKC (the search
 * normaliser) maps them back to the plain characters for matching.
 *
 * A run is converted only when every character has a script form; otherwise it is kept as plain text
 * (as before): half-raised text would read worse than none.
 */

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  ...pairs('0123456789', '⁰¹²³⁴⁵⁶⁷⁸⁹'),
  ...pairs('+-−=()', '⁺⁻⁻⁼⁽⁾'),
  ...pairs('abcdefghijklmnoprstuvwxyz', 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ'),
  ...pairs('ABDEGHIJKLMNOPRTUVW', 'ᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ'),
  ...pairs('αβγδεθιφχ', 'ᵅᵝᵞᵟᵋᶿᶥᵠᵡ'),
  ' ': ' ',
  ',': ',',
  '*': '*',
  '′': '′',
  "'": '′',
};

const SUBSCRIPTS: Readonly<Record<string, string>> = {
  ...pairs('0123456789', '₀₁₂₃₄₅₆₇₈₉'),
  ...pairs('+-−=()', '₊₋₋₌₍₎'),
  ...pairs('aehijklmnoprstuvx', 'ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ'),
  ...pairs('βγρφχ', 'ᵦᵧᵨᵩᵪ'),
  ' ': ' ',
  ',': ',',
};

function pairs(plain: string, script: string): Record<string, string> {
  const from = [...plain];
  const to = [...script];
  return Object.fromEntries(from.map((char, index) => [char, to[index]!]));
}

/** The text of a <sup>/<sub> element in script characters, or as it is when some character has none. */
export function scriptText(text: string, kind: 'sup' | 'sub'): string {
  const table = kind === 'sup' ? SUPERSCRIPTS : SUBSCRIPTS;
  const inner = text.trim();
  if (inner === '') return text;
  const chars = [...inner];
  if (!chars.every((char) => table[char] !== undefined)) return text;
  // Spaces around the element belong to the surrounding text.
  const converted = chars.map((char) => table[char]).join('');
  return text.replace(inner, converted);
}
