import fc from 'fast-check';

/**
 * Generators of hostile input for the property tests of hostile-input.test.ts: values of the wrong type,
 * boundary numbers and dates, huge and odd strings, prototype-pollution keys and junk, derived from a
 * route's valid request so that most of each body still gets past the first check.
 */

/** Lone surrogates cannot go into a URL (encodeURIComponent throws): the body cases carry those. */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

const HUGE = 'x'.repeat(300_000);
const LONG = 'é'.repeat(10_000);

/** Strings a database, a parser or a template is known to choke on. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u0301\u200b',
    '💥'.repeat(2000),
    LONG,
    HUGE,
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../../etc/passwd',
    '%00%2e%2e%2f',
    '=cmd|"/c calc"!A1',
    '2026-02-30',
    '0000-00-00',
    '99999-12-31',
    '-infinity',
    '1e400',
    'NaN',
    '__proto__',
    'constructor',
    '0x7fffffff',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-fffffffffffff',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid().map((id) => id.toUpperCase()),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any one hostile value: of the wrong type, at a boundary, or nested junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { '': '' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 5 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
);

const POLLUTION = [
  '"__proto__":{"isAdmin":true,"roles":["admin"]}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"prototype":{"polluted":1}',
  '"toString":"x"',
  '"hasOwnProperty":1',
];

/** A JSON body the client sends as text: kept as text so a "__proto__" key reaches the server as written. */
export interface BodyCase {
  text: string;
  contentType: string;
  what: string;
}

const json = (value: unknown, what: string): BodyCase => ({
  text: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
  what,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path to a leaf of `value` (object keys and array indexes). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    return keys.length === 0 ? [prefix] : keys.flatMap((key) => leafPaths(value[key], [...prefix, key]));
  }
  return [prefix];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

/** Bodies derived from (and outside of) the route's valid body `sample`. */
export function bodyCases(sample: unknown): fc.Arbitrary<BodyCase> {
  const leaves = leafPaths(sample ?? {});
  const oneLeaf = fc
    .tuple(fc.constantFrom(...leaves), hostileValue)
    .map(([path, value]) => json(setAt(sample, path, value), `${path.join('.') || '(body)'} replaced`));
  const everyLeaf = fc
    .array(hostileValue, { minLength: leaves.length, maxLength: leaves.length })
    .map((values) =>
      json(
        leaves.reduce((body, path, i) => setAt(body, path, values[i]), sample),
        'all leaves',
      ),
    );
  const dropOne = fc.constantFrom(...leaves).map((path) => {
    if (path.length !== 1 || !isRecord(sample)) return json(sample, 'unchanged');
    const { [String(path[0])]: _dropped, ...rest } = sample;
    return json(rest, `${path[0]} missing`);
  });
  const polluted = fc
    .tuple(
      fc.constantFrom(...POLLUTION),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }),
    )
    .map(([pollution, extra]) => {
      const base = isRecord(sample) ? { ...sample, ...extra } : extra;
      const inner = JSON.stringify(base).slice(1, -1);
      return {
        text: `{${pollution}${inner ? `,${inner}` : ''}}`,
        contentType: 'application/json',
        what: 'prototype keys',
      };
    });
  const replaced = hostileValue.map((value) => json(value, 'whole body replaced'));
  const notJson = fc
    .tuple(
      fc.constantFrom('{', '{"a":', 'null', '', '[]', '\u0000', `{"a":"${HUGE}"}`, 'a=1&b=2'),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ),
    )
    .map(([text, contentType]) => ({ text, contentType, what: `raw ${contentType}` }));
  return fc.oneof(
    { arbitrary: oneLeaf, weight: 5 },
    { arbitrary: everyLeaf, weight: 2 },
    { arbitrary: dropOne, weight: 1 },
    { arbitrary: polluted, weight: 2 },
    { arbitrary: replaced, weight: 1 },
    { arbitrary: notJson, weight: 1 },
  );
}

/**
 * The known killers, one leaf at a time with every other field valid, so each reaches as deep as a valid
 * request would: NUL and out-of-range dates in text, integer overflow and fractions in numbers.
 */
export function leafKillers(sample: unknown): BodyCase[] {
  const cases: BodyCase[] = [];
  for (const path of leafPaths(sample ?? {})) {
    const current = path.reduce<unknown>(
      (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
      sample,
    );
    const killers =
      typeof current === 'number'
        ? [2 ** 31, -(2 ** 63), 0.5, '7']
        : typeof current === 'string'
          ? ['a\u0000b', '99999-12-31', '\ud800', 'x'.repeat(20_000)]
          : [null, 'a\u0000b', 2 ** 31];
    for (const killer of killers)
      cases.push(json(setAt(sample, path, killer), `${path.join('.')} = ${String(killer).slice(0, 20)}`));
  }
  return cases;
}

/** A path segment in place of a route parameter: not a uuid, huge, unicode, '../', encoded NUL... */
export const hostileSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    'null',
    'undefined',
    '-1',
    '0',
    '1e999',
    '%20',
    encodeURIComponent('日本語'),
    encodeURIComponent('💥'),
    'x'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    '%ZZ',
    encodeURIComponent("' or 1=1 --"),
  ),
  fc.uuid(),
  hostileString.map((value) => encodeURIComponent(wellFormed(value.slice(0, 2000)))),
);

/** Query parameters with hostile values, on top of the sample's own. */
export function queryCases(sampleKeys: string[]): fc.Arbitrary<[string, string][]> {
  const keys = [...new Set([...sampleKeys, 'page', 'limit', 'q', 'sort', 'status', 'from', 'to', 'token'])];
  return fc.array(
    fc.tuple(
      fc.constantFrom(...keys),
      hostileString.map((v) => wellFormed(v.slice(0, 3000))),
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  );
}

/** Bytes for an upload route: random, empty, a lying header, or over every size limit. */
export const uploadCases = fc.oneof(
  fc
    .tuple(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/webp',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
      ),
    )
    .map(([bytes, type]) => ({ bytes, type, what: `${bytes.length} random bytes as ${type}` })),
  fc.constant({
    bytes: new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
    type: 'image/png',
    what: 'svg with script, sent as png',
  }),
  fc.constant({ bytes: new Uint8Array(0), type: 'image/png', what: 'empty' }),
  fc.constant({ bytes: new Uint8Array(12 * 1024 * 1024), type: 'image/png', what: '12 MB of zeros' }),
);
