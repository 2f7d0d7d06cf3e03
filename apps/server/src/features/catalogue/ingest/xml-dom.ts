import { SaxesParser } from 'saxes';
import { scriptText } from './script-text.js';

/**
 * A minimal element tree for patent XML, built with saxes (strict, pure JS). External DTDs are never
 * loaded: the DOCTYPE (with its ENTITY declarations for images) is removed first, and the SGML character
 * entities of the older USPTO formats (&mgr; &deg; &lsqb; …, defined only in their DTDs) are replaced by
 * the characters they stand for. Unknown entities become their name in brackets instead of failing.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** ISO 8879 / HTML character entities seen in USPTO full text (the XML five are handled by the parser). */
const ENTITIES: Record<string, string> = {
  // ISOnum / ISOpub / ISOdia
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  minus: '−',
  mdash: '—',
  ndash: '–',
  lsqb: '[',
  rsqb: ']',
  lcub: '{',
  rcub: '}',
  lpar: '(',
  rpar: ')',
  equals: '=',
  plus: '+',
  num: '#',
  percnt: '%',
  dollar: '$',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  emsp: '\u2003',
  ensp: '\u2002',
  thinsp: '\u2009',
  nbsp: '\u00a0',
  hyphen: '-',
  dash: '‐',
  verbar: '|',
  sol: '/',
  bsol: '\\',
  ast: '*',
  commat: '@',
  excl: '!',
  quest: '?',
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  lowbar: '_',
  circ: '^',
  tilde: '~',
  middot: '·',
  bull: '•',
  sect: '§',
  para: '¶',
  prime: '′',
  Prime: '″',
  yen: '¥',
  pound: '£',
  cent: '¢',
  micro: 'µ',
  half: '½',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  deg2: '°',
  ohm: 'Ω',
  angst: 'Å',
  trade: '™',
  copy: '©',
  reg: '®',
  // ISOtech / ISOamsr
  infin: '∞',
  isin: '∈',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  equiv: '≡',
  sim: '∼',
  prop: '∝',
  sum: '∑',
  prod: '∏',
  radic: '√',
  int: '∫',
  part: '∂',
  nabla: '∇',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  rArr: '⇒',
  hArr: '⇔',
  cir: '○',
  square: '□',
  squ: '□',
  bigtriangleup: '△',
  ap: '≈',
  lE: '≦',
  gE: '≧',
  les: '≤',
  ges: '≥',
  af: '\u2061',
  it: '\u2062',
  nbsp2: '\u00a0',
  // ISOgrk1 (Greek letters as the old USPTO formats spell them: agr = α, Agr = Α, …)
  agr: 'α',
  bgr: 'β',
  ggr: 'γ',
  dgr: 'δ',
  egr: 'ε',
  zgr: 'ζ',
  eegr: 'η',
  thgr: 'θ',
  igr: 'ι',
  kgr: 'κ',
  lgr: 'λ',
  mgr: 'μ',
  ngr: 'ν',
  xgr: 'ξ',
  ogr: 'ο',
  pgr: 'π',
  rgr: 'ρ',
  sgr: 'σ',
  sfgr: 'ς',
  tgr: 'τ',
  ugr: 'υ',
  phgr: 'φ',
  khgr: 'χ',
  psgr: 'ψ',
  ohgr: 'ω',
  Agr: 'Α',
  Bgr: 'Β',
  Ggr: 'Γ',
  Dgr: 'Δ',
  Egr: 'Ε',
  Zgr: 'Ζ',
  EEgr: 'Η',
  THgr: 'Θ',
  Igr: 'Ι',
  Kgr: 'Κ',
  Lgr: 'Λ',
  Mgr: 'Μ',
  Ngr: 'Ν',
  Xgr: 'Ξ',
  Ogr: 'Ο',
  Pgr: 'Π',
  Rgr: 'Ρ',
  Sgr: 'Σ',
  Tgr: 'Τ',
  Ugr: 'Υ',
  PHgr: 'Φ',
  KHgr: 'Χ',
  PSgr: 'Ψ',
  OHgr: 'Ω',
  // ISOgrk3 / HTML names
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsi: 'ε',
  epsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsi: 'υ',
  phi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** Removes the DOCTYPE and resolves non-XML named entities so that a strict parser accepts the text. */
function prepareXml(text: string): string {
  const withoutBom = text.replace(/^\uFEFF/, '');
  const withoutDoctype = withoutBom.replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\]\s*)?>/, '');
  return withoutDoctype.replace(/&([A-Za-z][A-Za-z0-9._-]*);/g, (whole, name: string) => {
    if (XML_PREDEFINED.has(name)) return whole;
    const value = ENTITIES[name];
    if (value === undefined) return `[${name}]`;
    return value === '&' ? '&amp;' : value === '<' ? '&lt;' : value === '>' ? '&gt;' : value;
  });
}

export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes,
      children: [],
    };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (value) => void stack[stack.length - 1]!.children.push(value));
  parser.on('cdata', (value) => void stack[stack.length - 1]!.children.push(value));
  const failures: Error[] = [];
  parser.on('error', (error) => void failures.push(error));
  parser.write(prepareXml(text)).close();
  if (failures[0]) throw failures[0];
  const element = root.children.find((child): child is XmlElement => typeof child !== 'string');
  if (!element) throw new Error('no root element');
  return element;
}

export function elements(node: XmlElement): XmlElement[] {
  return node.children.filter((child): child is XmlElement => typeof child !== 'string');
}

/** First child element with one of the names. */
export function child(node: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  return node?.children.find((c): c is XmlElement => typeof c !== 'string' && names.includes(c.name));
}

/** Descendants with the name, in document order (not below a match). */
export function findAll(node: XmlElement | undefined, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (element: XmlElement) => {
    for (const c of element.children) {
      if (typeof c === 'string') continue;
      if (c.name === name) found.push(c);
      else walk(c);
    }
  };
  if (node) walk(node);
  return found;
}

export function find(node: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!node) return undefined;
  for (const c of node.children) {
    if (typeof c === 'string') continue;
    if (c.name === name) return c;
    const deeper = find(c, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Follows a path of child names: path(root, 'a', 'b') = the first b inside the first a. */
export function path(node: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = node;
  for (const name of names) current = child(current, name);
  return current;
}

/**
 * Text content with runs of whitespace collapsed; images and chemistry are left out. Superscripts and
 * subscripts become the Unicode characters (script-text.ts), so that 10<sup>-17</sup> stays 10⁻¹⁷.
 */
export function textOf(node: XmlNode | undefined, skip: ReadonlySet<string> = SKIP): string {
  if (node === undefined) return '';
  return collectText(node, skip).replace(/\s+/g, ' ').trim();
}

function collectText(node: XmlNode, skip: ReadonlySet<string>): string {
  if (typeof node === 'string') return node;
  if (skip.has(node.name)) return '';
  const inner = node.children.map((c) => collectText(c, skip)).join('');
  if (SUPERSCRIPT.has(node.name)) return scriptText(inner.replace(/\s+/g, ' '), 'sup');
  if (SUBSCRIPT.has(node.name)) return scriptText(inner.replace(/\s+/g, ' '), 'sub');
  return inner;
}

/** Superscript and subscript elements of the USPTO formats (v4 / pap v1 / PATDOC) and of EPO documents. */
const SUPERSCRIPT: ReadonlySet<string> = new Set(['sup', 'sup2', 'superscript', 'SP']);
const SUBSCRIPT: ReadonlySet<string> = new Set(['sub', 'sub2', 'subscript', 'SB']);

/** Text content exactly as written (fixed-width fields such as the packed IPC `C08F  834`). */
export function rawText(node: XmlElement): string {
  return node.children.map((c) => (typeof c === 'string' ? c : rawText(c))).join('');
}

const SKIP: ReadonlySet<string> = new Set(['img', 'chemistry', 'maths', 'EMI', 'CHEM', 'MATH']);
