import fc from 'fast-check';

/*
 * Random and hostile inputs for the fuzz suite (docs/spec/budgets-and-reliability.md): wrong types, huge strings, Unicode edge
 * cases, SQL and search-syntax metacharacters, prototype-pollution keys and deep JSON — in query strings,
 * path parameters and JSON bodies.
 */

/** Strings that have broken parsers, SQL builders, normalisers and object merges elsewhere. */
const NASTY = [
  '',
  ' ',
  '" OR 1=1 --',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '--',
  '/* */',
  ';',
  '"',
  "'",
  '*',
  '**',
  '(',
  ')',
  '()',
  '((((',
  ':',
  'a:b:c',
  '-',
  '- -',
  '-樹脂',
  'OR',
  'AND NOT',
  'NEAR(a b)',
  '"unterminated',
  'title:"a" OR -b*',
  '%',
  '_',
  '\\',
  '\\"',
  '$1',
  '${jndi:x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '0',
  '9007199254740993',
  '0x10',
  '[]',
  '{}',
  '\u0000',
  '\u0000樹脂',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\u202e樹脂\u202d',
  'مادة',
  '\u200b\u200c\u200d\u2060',
  '\ufeff',
  'ﬁ',
  '㍿',
  'Ⅻ',
  '①②',
  'ｶﾞ',
  'Å',
  'é',
  '\u3000',
  '\r\n',
  '\t',
  '🧪👩‍🔬',
  'C08L23/10',
  '樹脂',
  'ポリプロピレン OR タルク',
];

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  maxLength: 4,
});

const metacharacters = fc
  .array(
    fc.constantFrom('"', "'", ' OR ', ' AND ', '-', ':', '*', '(', ')', ';', '--', '樹脂', 'a', '%', '\\'),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));

const huge = fc
  .tuple(
    fc.constantFrom('a', 'あ', '樹脂 ', '"(', '\ud83e\uddea', '\u200b'),
    fc.constantFrom(300, 5_000, 30_000),
  )
  .map(([unit, times]) => unit.repeat(times));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: metacharacters },
  { weight: 2, arbitrary: loneSurrogates },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  // Rarer: one huge value costs as much as dozens of small ones, and one per request is enough.
  { weight: 1, arbitrary: huge },
);

/** Any JSON value, with the hostile strings and numbers where types are expected. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 53)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Values that look right for a field, so that requests get past validation into the handlers. */
const plausible = fc.constantFrom<unknown>(
  '樹脂',
  'ポリプロピレン',
  'mat-pp',
  'pat-1',
  'C08L',
  'user@acme-chem.co.jp',
  'パスワードは十分に長い文字列',
  1,
  2,
  20,
  true,
  false,
  ['樹脂'],
  ['mat-pp', 'mat-talc'],
  { type: 'search', query: '樹脂' },
  { type: 'materials', materialIds: [1] },
  [{ target: 'x', kind: 'min' }],
);

const pollutionKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** JSON text of an object (own `__proto__` keys survive: the text is written by hand, not by an object). */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** Deeply nested JSON (arrays or objects), far deeper than any schema. */
const deepJson = fc
  .tuple(fc.constantFrom(64, 2_000, 20_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":1,}',
  '[1,2',
  'undefined',
  "{'a':1}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '"\ud800"',
  '\ufeff{}',
);

export interface HostileBody {
  payload: string;
  contentType: string;
}

/** JSON bodies for a route whose schema knows `keys`: hostile values for its fields, pollution keys, junk. */
export function hostileBody(keys: string[]): fc.Arbitrary<HostileBody> {
  const field = keys.length > 0 ? fc.constantFrom(...keys) : hostileString;
  const fields = fc.array(
    fc.tuple(
      fc.oneof({ weight: 6, arbitrary: field }, { weight: 1, arbitrary: pollutionKeys }),
      fc.oneof(plausible, hostileJson),
    ),
    { maxLength: Math.max(3, keys.length + 1) },
  );
  const json = fc.oneof(
    { weight: 6, arbitrary: fields.map(objectText) },
    { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: brokenJson },
  );
  return fc.oneof(
    { weight: 9, arbitrary: json.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=utf-16',
            'application/xml',
          ),
          hostileString,
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
  );
}

/**
 * Percent-encodes like a careless client: lone surrogates become bytes that are no UTF-8 at all, and now and
 * then a raw `%` is left bare.
 */
function encode(text: string): string {
  if (!/\p{Cs}/u.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16)}%${(0x80 + (code & 0x3f)).toString(16)}`
        : encodeURIComponent(char);
  }
  return out;
}

/** A query string: the route's own keys (and repeated keys, bracket keys, pollution keys) with hostile values. */
export function hostileQuery(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 6, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor[prototype][polluted]',
        '__proto__[x]',
        'a[b][c]',
        'q[]',
        '',
      ),
    },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: plausible.map(String) },
  );
  return fc
    .tuple(
      fc.array(fc.tuple(key, value), { maxLength: 6 }),
      fc.constantFrom('', '&', '%', '%zz', '=&=', '&&'),
    )
    .map(([pairs, tail]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') + tail);
}

/** A path parameter: hostile text, encoded as a careless client would. */
export const hostileParam: fc.Arbitrary<string> = hostileString.map((text) => encode(text) || '%20');

export const remoteAddress: fc.Arbitrary<string> = fc.ipV4();
