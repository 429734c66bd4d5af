/**
 * The JSON values of the schema fuzz: valid values of a schema (from pools of real ids),
 * near-valid ones (one field replaced, removed or added) and hostile ones (wrong types,
 * extreme numbers, long and odd strings, prototype keys, deep nesting).
 */
import fc from 'fast-check';
import type { JsonSchema } from './route-table';

/** Values that name real rows, so valid-looking requests reach the handlers' real paths. */
export interface Pools {
  uuids: string[];
  itemIds: string[];
  names: string[];
  hashes: string[];
  playerToken: string;
  /** A signed-in user with no player yet. */
  userToken: string;
  /** For better-auth's endpoints (a sign-out there may end it). */
  authToken: string;
}

// ---------------------------------------------------------------------------------------
// Values

/** Sets an own property, even `__proto__`, as JSON.parse would (never the prototype). */
function withOwn<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const POLLUTION = { polluted: 'yes' };

const prototypeKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');

const prototypeObject = fc.oneof(
  prototypeKeys.map((key) => withOwn({}, key, { ...POLLUTION })),
  fc.constant(withOwn({}, 'constructor', { prototype: { ...POLLUTION } })),
  fc.constant(withOwn({}, '__proto__', withOwn({}, '__proto__', { ...POLLUTION }))),
);

function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const deepValue = fc
  .tuple(fc.integer({ min: 8, max: 60 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => nested(depth, kind));

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1.000001,
    1e-300,
    1e308,
    -1e308,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 64,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'x'.repeat(10_000),
    '9'.repeat(400),
    'NaN',
    'Infinity',
    '-1',
    '1e999',
    '__proto__',
    'constructor',
    'toString',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\ud800',
    '\udfff\ud800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '\u202egnp.exe',
    'e\u0301\u0301\u0301',
    '\ufeff',
    '🔥'.repeat(2000),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Anything JSON can carry that a schema does not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 2, arbitrary: prototypeObject },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 5,
    }),
  },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, i) => i)) },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ITEM_ID_PATTERN = '^[a-z0-9-]+$';

/** Values of a schema, from the pools where they name real rows. */
export function validValue(schema: JsonSchema, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => validValue(variant, pools, name)));
  }
  switch (schema.type) {
    case 'string':
      return validString(schema, pools, name);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -(2 ** 31));
      const max = Math.min(schema.maximum ?? 1000, 2 ** 31 - 1);
      const ints = fc.integer({ min, max: Math.max(min, max) });
      // Bounds past 32 bits are still worth a try at the edge.
      const edges = [schema.minimum, schema.maximum].filter(
        (edge): edge is number => edge !== undefined,
      );
      return edges.length > 0 ? fc.oneof(ints, fc.constantFrom(...edges)) : ints;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, pools, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, validValue(child, pools, key)]),
      );
      return fc.record(model, {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, pools: Pools, name: string): fc.Arbitrary<string> {
  const pool = (values: string[], generated: fc.Arbitrary<string>) =>
    values.length > 0 ? fc.oneof(fc.constantFrom(...values), generated) : generated;
  if (schema.format === 'uuid') return pool(pools.uuids, fc.uuid());
  if (schema.pattern === ITEM_ID_PATTERN) {
    return pool(pools.itemIds, fc.stringMatching(/^[a-z0-9-]{1,20}$/));
  }
  if (schema.pattern?.includes('{22}'))
    return pool(pools.hashes, fc.stringMatching(/^[A-Za-z0-9_-]{22}$/));
  if (schema.pattern?.endsWith('\\.svg$')) {
    const pictures = [...pools.uuids.filter((id) => UUID.test(id)), ...pools.itemIds];
    return pool(
      pictures.map((id) => `${id}.svg`),
      fc.stringMatching(new RegExp(schema.pattern)),
    );
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length <= (schema.maxLength ?? 200));
  }
  const text = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
  return name === 'name' ? pool(pools.names, text) : text;
}

type Path = Array<string | number>;

/** Every place in a JSON value: object keys and array indexes, at any depth. */
function placesOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((child, index) => [[...at, index], ...placesOf(child, [...at, index])]);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => [
      [...at, key],
      ...placesOf(child, [...at, key]),
    ]);
  }
  return [];
}

/** The objects of a JSON value (where a field can be added), the root included. */
function objectsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((child, index) => objectsOf(child, [...at, index]));
  if (typeof value === 'object' && value !== null) {
    return [at, ...Object.entries(value).flatMap(([key, child]) => objectsOf(child, [...at, key]))];
  }
  return [];
}

/** A copy of a JSON value (JSON.parse keeps `__proto__` keys as own properties). */
const copy = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

function parentOf(root: unknown, path: Path): object | null {
  let current: unknown = root;
  for (const step of path.slice(0, -1)) {
    if (typeof current !== 'object' || current === null) return null;
    current = Object.getOwnPropertyDescriptor(current, step)?.value;
  }
  return typeof current === 'object' && current !== null ? current : null;
}

function changed(value: unknown, path: Path, change: 'delete' | { set: unknown }): unknown {
  const root = copy(value);
  const parent = parentOf(root, path);
  const last = path.at(-1);
  if (!parent || last === undefined) return root;
  if (change === 'delete') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else Reflect.deleteProperty(parent, last);
  } else {
    withOwn(parent, String(last), change.set);
  }
  return root;
}

const extraKey = fc.oneof(
  prototypeKeys,
  fc.constantFrom('extra', 'id', 'playerId', 'isAdmin', '', ' ', '\u0000'),
  fc.string({ maxLength: 10 }),
);

/** A valid value with one thing wrong: a field replaced, removed, or one added. */
export function nearValid(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  return validValue(schema, pools).chain((value) => {
    const places = placesOf(value);
    const objects = objectsOf(value);
    const mutations: Array<fc.Arbitrary<unknown>> = [];
    if (places.length > 0) {
      mutations.push(
        fc
          .tuple(fc.constantFrom(...places), hostileValue)
          .map(([path, bad]) => changed(value, path, { set: bad })),
        fc.constantFrom(...places).map((path) => changed(value, path, 'delete')),
      );
    }
    if (objects.length > 0) {
      mutations.push(
        fc
          .tuple(fc.constantFrom(...objects), extraKey, hostileValue)
          .map(([path, key, bad]) => changed(value, [...path, key], { set: bad })),
      );
    }
    return mutations.length > 0 ? fc.oneof(...mutations) : hostileValue;
  });
}

// ---------------------------------------------------------------------------------------
// Requests
