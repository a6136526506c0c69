/** The fuzz pass's inputs: the values every field gets, and broken bodies. */

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

export const POLLUTE =
  '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}';

/**
 * What every typed field of every body is sent, by kind, as JSON text (so `1e999`, which
 * parses to Infinity, can be sent too). The fuzz gives each field one value of each kind.
 */
export const VALUES = {
  /** Objects posing as a scalar: yup's conversion called their toString or valueOf. */
  posers: [
    '{"toString":1}',
    '{"valueOf":1}',
    '{"toString":1,"valueOf":1}',
    '{"toString":{},"valueOf":{}}',
    '{"toString":null,"valueOf":null}',
    '{"Symbol.toPrimitive":1,"toString":"x"}',
    '{"__proto__":{"toString":1}}',
    '{"constructor":{"prototype":{"valueOf":1}}}',
    '{"toJSON":1,"length":1,"0":"a"}',
    '{}',
  ],
  arrays: ['[]', '[1]', '["a"]', '[null]', '[{"toString":1}]', '[true,false]'],
  nestedArrays: [
    '[[]]',
    '[[1,[2,[3]]]]',
    '[[["a"]]]',
    '[{"a":[{"b":[]}]}]',
    `${'['.repeat(300)}${']'.repeat(300)}`,
  ],
  null: ['null'],
  hugeNumbers: [
    '1e308',
    '-1e308',
    '9007199254740993',
    '123456789012345678901234567890',
    '1e21',
    '-0',
    '5e-324',
    '2147483648',
    '0.30000000000000004',
  ],
  nonFinite: ['1e999', '-1e999', '1e-999', '-1e-999'],
  numericStrings: [
    '"1"',
    '"-1"',
    '"1.5"',
    '"1e3"',
    '" 42 "',
    '"0x1A"',
    '"Infinity"',
    '"NaN"',
    '"١٢٣"',
    '""',
    '"   "',
  ],
  longStrings: [
    JSON.stringify('x'.repeat(201)),
    JSON.stringify('x'.repeat(5_000)),
    JSON.stringify('ñ'.repeat(20_000)),
    JSON.stringify('😀'.repeat(40_000)),
    JSON.stringify(`${'a '.repeat(100_000)}`),
  ],
  unicode: [
    '"ñandú ÁÉÍÓÚ"',
    '"😀👍🏽👨‍👩‍👧"',
    '"\u202Eevil"',
    '"\u0000"',
    '"\ud800"',
    '"e\u0301"',
    '"\u200b"',
    '"\u3000"',
    '"𝟙𝟚𝟛"',
    '"<script>alert(1)</script>"',
    '"\n\t\r"',
  ],
  booleans: ['true', 'false', '0', '1', '"true"', '"false"'],
} satisfies Record<string, string[]>;
export const MALFORMED = [
  '{',
  '{"a":}',
  "{'a':1}",
  '[1,]',
  'NaN',
  '{"a":1}}',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];
/** Valid JSON nested deeper than a recursive walk could follow (the stack ends near 10,000). */
export const DEEP = [
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"name":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
];
export const WHOLE = ['null', '"texto"', '123', 'true', '[]', '[{}]', '{}', `{${POLLUTE}}`];
export const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '__proto__',
  'constructor',
  '%00',
  '..',
  '9'.repeat(20),
  '%E0%A4%A',
  '%',
  '%C0%AF',
  'toString',
  'hasOwnProperty',
];

/** Raw multipart bodies that break the format in the ways a parser sees: each must be a 400. */
const BOUNDARY = 'XyZ0123456789';
const part = (headers: string, bytes: Buffer | string = PNG_BYTES) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(bytes)]);
const end = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const disposition = (name: string) =>
  `Content-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png`;

export const MALFORMED_MULTIPART: [string, string, Buffer][] = [
  [
    'NUL in the file name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(disposition('a\0.png')), end]),
  ],
  ['no boundary', 'multipart/form-data', Buffer.concat([part(disposition('a.png')), end])],
  [
    'wrong boundary',
    'multipart/form-data; boundary=otra',
    Buffer.concat([part(disposition('a.png')), end]),
  ],
  ['truncated body', `multipart/form-data; boundary=${BOUNDARY}`, part(disposition('a.png'))],
  [
    'header line without a colon',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(`${disposition('a.png')}\r\nsin dos puntos`), end]),
  ],
  ['empty body', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0)],
  [
    '100k-character part header',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(`${disposition('a.png')}\r\nX-Largo: ${'x'.repeat(100_000)}`), end]),
  ],
  [
    'a boundary of 200 characters',
    `multipart/form-data; boundary=${'b'.repeat(200)}`,
    Buffer.from(`--${'b'.repeat(200)}--\r\n`),
  ],
  [
    'garbage after the type',
    `multipart/form-data; boundary=${BOUNDARY}; charset=\u00ff\u00fe`,
    Buffer.concat([part(disposition('a.png')), end]),
  ],
  [
    'no part headers at all',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`),
  ],
];

/** Keys every object inherits: unknown fields, to be dropped without reaching yup's field map. */
export const INHERITED_KEYS = [
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
];
