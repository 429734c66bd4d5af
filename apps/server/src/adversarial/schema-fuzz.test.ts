/**
 * Schema fuzz: requests generated with fast-check from the OpenAPI document the server
 * serves (GET /api/docs/json), for every operation, plus better-auth's endpoints the bridge
 * lets through (hidden from the document). Per operation: near-valid requests (the right
 * shape with one field mutated, removed or added), valid ones, and garbage: wrong types,
 * huge, negative and float numbers, long and unicode strings, NUL, prototype keys, deep
 * nesting, malformed path ids and query strings; then raw bodies: invalid JSON, other
 * content types, an empty JSON body, a body over the limit, JSON nested 10,000 deep.
 *
 * Whatever comes, the server answers below 500, and every error is JSON `{ error, code }`
 * with a code of ERROR_CODES. Mostly as a registered player (so validation and handlers
 * run, not just the 401), sometimes without a token or with a broken one.
 *
 * FUZZ_SEED picks the seed (fixed by default, so a failure reproduces), FUZZ_RUNS the
 * generated requests per operation; the summary line prints both and what was seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  CurrencyOfferListSchema,
  ErrorResponseSchema,
  InviteLinkSchema,
  SentInvitationSchema,
} from '@alchemy/contracts';
import { BODY_LIMIT_BYTES } from '../app';
import { itemIdFromName } from '../repositories/catalogue';
import { grantLabItems } from '../test/grant';
import { expectLedgerMatches } from '../test/ledger';
import { fixtureCatalogue } from '../test/fixture-catalogue';
import { craftCard, listedCard, trader } from '../test/market';
import {
  apiCall,
  bearer,
  createTestApp,
  profileOf,
  signInGuest,
  testStore,
  type TestApp,
} from '../test/test-app';
import {
  AUTH_ENDPOINTS,
  concreteUrl,
  parseOpenApi,
  pathParamsOf,
  type ApiParameter,
  type HttpMethod,
  type JsonSchema,
} from './route-table';

const DEFAULT_RUNS = 50;
const FuzzEnvSchema = z.object({
  FUZZ_SEED: z.coerce.number().int().default(20_260_611),
  FUZZ_RUNS: z.coerce.number().int().min(1).default(DEFAULT_RUNS),
  /** Also print each operation's statuses, one line each. */
  FUZZ_VERBOSE: z.enum(['0', '1']).default('0'),
});
const env = FuzzEnvSchema.parse({
  FUZZ_SEED: process.env.FUZZ_SEED || undefined,
  FUZZ_RUNS: process.env.FUZZ_RUNS || undefined,
  FUZZ_VERBOSE: process.env.FUZZ_VERBOSE || undefined,
});

/** One operation to fuzz: a route of the document, or one of better-auth's. */
interface Target {
  method: HttpMethod;
  url: string;
  parameters: ApiParameter[];
  body: JsonSchema | undefined;
  /** better-auth's (or the handover's): fuzzed with a throwaway session, not the player's. */
  auth: boolean;
}

interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of request this is, for a failure's message. */
  kind: string;
}

/** Values that name real rows, so valid-looking requests reach the handlers' real paths. */
interface Pools {
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

const hostileString = fc.oneof(
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
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
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
function validValue(schema: JsonSchema, pools: Pools, name = ''): fc.Arbitrary<unknown> {
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
function nearValid(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
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

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send the bytes it would have been.
    return '%ED%A0%80';
  }
}

/** Path segments no id looks like, as they would arrive (already percent-encoded). */
const malformedSegment = fc.oneof(
  fc.constantFrom(
    '%zz',
    '%',
    '%E0%A4%A',
    '%00',
    'a%00b',
    '..',
    '.',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e',
    '%2F',
    '%C0%AF',
    '%ED%A0%80',
    '%F0%9F%94%A5',
    '%EF%BB%BF',
    '-1',
    '0',
    '1.5',
    '1e999',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'prototype',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    '00000000-0000-0000-0000-000000000000',
    '%2000000000-0000-4000-8000-000000000000',
    '00000000-0000-4000-8000-000000000000.svg.svg',
    'x'.repeat(101),
    'a'.repeat(2000),
  ),
  hostileString.map(encode),
);

const hostileQueryValue = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', '1e999', 'NaN', '', '%00', '%zz', '9'.repeat(400), 'null'),
  fc.constantFrom('x'.repeat(5000), '__proto__', 'true', '[]', '{}'),
  hostileString.map(encode),
);

const extraQuery = fc.constantFrom(
  '__proto__=x',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  'page=1&page=2',
  'a[b][c]=d',
  '%zz=1',
  'x=%00',
  '=',
  '&&&',
  `limit=${'9'.repeat(400)}`,
);

function queryArb(parameters: ApiParameter[], pools: Pools): fc.Arbitrary<string> {
  const each = parameters.map((parameter) =>
    fc
      .option(
        fc.oneof(
          { weight: 3, arbitrary: validValue(parameter.schema, pools, parameter.name).map(encode) },
          { weight: 1, arbitrary: hostileQueryValue },
        ),
        { nil: undefined, freq: 3 },
      )
      .map((value) => (value === undefined ? null : `${parameter.name}=${value}`)),
  );
  return fc
    .tuple(fc.tuple(...each), fc.option(extraQuery, { nil: undefined, freq: 4 }))
    .map(([values, extra]) => {
      const parts = [...values.filter((value): value is string => value !== null)];
      if (extra !== undefined) parts.push(extra);
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
}

function brokenAuthorizations(pools: Pools): string[] {
  const [half] = pools.playerToken.split('.');
  return [
    'Bearer ',
    'Bearer garbage',
    'Bearer \u0000',
    `Bearer ${pools.playerToken}\u0000`,
    'Basic dXNlcjpwYXNz',
    `bearer ${pools.playerToken}`,
    `Bearer ${pools.playerToken}x`,
    `Bearer ${half ?? ''}`,
    `Bearer ${encodeURIComponent(pools.playerToken)}%`,
    `Bearer ${'a'.repeat(5000)}`,
    `Bearer ${'a'.repeat(32)}.${'A'.repeat(43)}=`,
  ];
}

function authorizationArb(target: Target, pools: Pools): fc.Arbitrary<Record<string, string>> {
  const broken = fc.constantFrom(...brokenAuthorizations(pools)).map((authorization) => ({
    authorization,
  }));
  if (target.auth) {
    return fc.oneof(fc.constant({}), broken, fc.constant(bearer(pools.authToken)));
  }
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant(bearer(pools.playerToken)) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: fc.constant(bearer(pools.userToken)) },
  );
}

const cookieArb = fc.option(
  fc.constantFrom(
    'better-auth.session_token=garbage',
    'better-auth.session_token=%zz; better-auth.state=%00',
    `better-auth.state=${'x'.repeat(4000)}`,
    '__proto__=x',
  ),
  { nil: undefined, freq: 2 },
);

function headerParamsArb(parameters: ApiParameter[], pools: Pools) {
  const each = parameters.map((parameter) =>
    fc
      .option(
        fc.oneof(
          validValue(parameter.schema, pools, parameter.name).map(String),
          fc.constantFrom('', ' ', 'x', 'x'.repeat(5000), 'é', '\u00ff', '__proto__'),
        ),
        { nil: undefined, freq: 2 },
      )
      .map((value): [string, string] | null =>
        value === undefined ? null : [parameter.name, value],
      ),
  );
  return fc
    .tuple(...each)
    .map((pairs) =>
      Object.fromEntries(pairs.filter((pair): pair is [string, string] => pair !== null)),
    );
}

interface Body {
  kind: string;
  payload?: string;
  contentType?: string;
}

const json = (kind: string, value: unknown): Body => ({
  kind,
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

function bodyArb(target: Target, pools: Pools): fc.Arbitrary<Body> {
  if (target.method === 'GET' || target.method === 'HEAD') {
    return fc.constant({ kind: 'no body' });
  }
  const garbage = hostileValue.map((value) => json('garbage body', value));
  if (!target.body) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({ kind: 'no body' }) },
      { weight: 1, arbitrary: fc.constant(json('empty object', {})) },
      { weight: 1, arbitrary: garbage },
    );
  }
  const schema = target.body;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: nearValid(schema, pools).map((value) => json('near-valid body', value)),
    },
    { weight: 2, arbitrary: validValue(schema, pools).map((value) => json('valid body', value)) },
    { weight: 2, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constant({ kind: 'missing body' }) },
  );
}

function requestArb(target: Target, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const pathNames = pathParamsOf(target.url);
  const declared = (place: ApiParameter['in']) =>
    target.parameters.filter((parameter) => parameter.in === place);
  const pathArb = fc.tuple(
    ...pathNames.map((name) => {
      const parameter = declared('path').find((candidate) => candidate.name === name);
      const valid = parameter
        ? validValue(parameter.schema, pools, name).map(encode)
        : fc.string({ minLength: 1, maxLength: 20 }).map(encode);
      return fc
        .oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: malformedSegment })
        .map((value): [string, string] => [name, value]);
    }),
  );
  // A GET's HEAD twin, now and then: the same route, no body in the answer.
  const methodArb: fc.Arbitrary<HttpMethod> =
    target.method === 'GET'
      ? fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, fc.constant('HEAD'))
      : fc.constant(target.method);
  return fc
    .tuple(
      methodArb,
      pathArb,
      queryArb(declared('query'), pools),
      authorizationArb(target, pools),
      headerParamsArb(declared('header'), pools),
      target.auth ? cookieArb : fc.constant(undefined),
      bodyArb(target, pools),
    )
    .map(([method, pathValues, query, authorization, headerParams, cookie, body]) => {
      const headers: Record<string, string> = { ...headerParams, ...authorization };
      if (cookie !== undefined) headers.cookie = cookie;
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method,
        url: `${concreteUrl(target.url, Object.fromEntries(pathValues))}${query}`,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
        kind: body.kind,
      };
    });
}

/** Bodies no JSON parser should be trusted with, as bytes on the wire. */
function rawBodies(): Array<{ kind: string; contentType?: string; payload: string | Buffer }> {
  const jsonType = 'application/json';
  return [
    { kind: 'invalid JSON', contentType: jsonType, payload: '{"a":' },
    { kind: 'single-quoted JSON', contentType: jsonType, payload: "{'items': []}" },
    { kind: 'text/plain', contentType: 'text/plain', payload: 'hello' },
    { kind: 'JSON as text/plain', contentType: 'text/plain', payload: '{"items":[]}' },
    {
      kind: 'multipart',
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    },
    {
      kind: 'form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&__proto__[polluted]=yes',
    },
    { kind: 'empty JSON body', contentType: jsonType, payload: '' },
    { kind: 'whitespace JSON body', contentType: jsonType, payload: '  \n ' },
    {
      kind: 'oversized body',
      contentType: jsonType,
      payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
    },
    {
      kind: 'JSON nested 10,000 deep',
      contentType: jsonType,
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    },
    {
      kind: 'object nested 5,000 deep',
      contentType: jsonType,
      payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    },
    {
      kind: 'prototype keys',
      contentType: jsonType,
      payload: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    },
    { kind: 'JSON null', contentType: jsonType, payload: 'null' },
    { kind: 'JSON string', contentType: jsonType, payload: '"x"' },
    { kind: 'JSON number', contentType: jsonType, payload: '1e999' },
    { kind: 'JSON array', contentType: jsonType, payload: '[]' },
    { kind: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
    { kind: 'vendor JSON type', contentType: 'application/vnd.api+json', payload: '{}' },
    { kind: 'byte-order mark', contentType: jsonType, payload: '\ufeff{}' },
    {
      kind: 'invalid UTF-8',
      contentType: jsonType,
      payload: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0xff, 0xfe, 0xc0]),
        Buffer.from('"}'),
      ]),
    },
    { kind: 'no content type', payload: '{}' },
  ];
}

function rawRequests(target: Target, pools: Pools): FuzzRequest[] {
  const url = concreteUrl(
    target.url,
    Object.fromEntries(
      pathParamsOf(target.url).map((name) => [
        name,
        name === 'hash' ? (pools.hashes[0] ?? 'x') : (pools.uuids[0] ?? 'x'),
      ]),
    ),
  );
  const authorization = target.auth ? {} : bearer(pools.playerToken);
  const bodies = rawBodies();
  // A GET's body is no part of the request; a few still must not hurt.
  const chosen =
    target.method === 'GET'
      ? bodies.filter((body) => /invalid JSON|oversized|10,000/.test(body.kind))
      : bodies;
  const raw = chosen.map((body) => ({
    method: target.method,
    url,
    headers: {
      ...authorization,
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
    payload: body.payload,
    kind: `raw: ${body.kind}`,
  }));
  // Methods the route does not have: the JSON 404 of an unknown route.
  const otherMethods = (['PATCH', 'OPTIONS'] as const).map((method) => ({
    method,
    url,
    headers: { ...authorization, 'content-type': 'application/json' },
    payload: '{}',
    kind: 'another method',
  }));
  return [...raw, ...otherMethods];
}

// ---------------------------------------------------------------------------------------
// The run

/** An object schema from an example body (better-auth publishes none). */
function schemaOfExample(body: Record<string, unknown> | undefined): JsonSchema | undefined {
  if (!body) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.keys(body).map((key) => [key, { type: 'string', minLength: 1 }]),
    ),
    required: Object.keys(body),
  };
}

function authTargets(): Target[] {
  const endpoints: Target[] = AUTH_ENDPOINTS.map((endpoint) => ({
    method: endpoint.method,
    url: `/api/auth${endpoint.path}`,
    parameters: [],
    body: schemaOfExample(endpoint.body),
    auth: true,
  }));
  const pathParameter = (name: string): ApiParameter => ({
    in: 'path',
    name,
    required: true,
    schema: { type: 'string', minLength: 1, maxLength: 20 },
  });
  return [
    ...endpoints,
    // Endpoints the bridge refuses, and the handover after Google's callback.
    {
      method: 'POST',
      url: '/api/auth/:endpoint',
      parameters: [pathParameter('endpoint')],
      body: undefined,
      auth: true,
    },
    {
      method: 'GET',
      url: '/api/auth/:endpoint',
      parameters: [pathParameter('endpoint')],
      body: undefined,
      auth: true,
    },
    {
      method: 'POST',
      url: '/api/auth/update-user',
      parameters: [],
      body: schemaOfExample({ name: 'x', image: 'x' }),
      auth: true,
    },
    { method: 'GET', url: '/api/auth-handover', parameters: [], body: undefined, auth: true },
    {
      method: 'GET',
      url: '/api/docs/static/:file',
      parameters: [pathParameter('file')],
      body: undefined,
      auth: true,
    },
  ];
}

/** A stable number per operation, so each has its own stream whatever the others do. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

let t: TestApp;
let pools: Pools;
let targets: Target[];

beforeAll(async () => {
  t = await createTestApp();
  const fuzzer = await trader(t, 500);
  const cards = [await craftCard(t, fuzzer), await craftCard(t, fuzzer)];
  // Stock for lab crafts and purges, and a pending duel, so valid requests get through.
  await grantLabItems(t.database, fuzzer.profile.id, [
    ['steam', 10],
    ['ash', 10],
    ['sand', 10],
    ['mud', 10],
  ]);
  expect((await apiCall(t.app, fuzzer.token, 'GET', '/arena/duel')).statusCode).toBe(200);
  const started = await apiCall(t.app, fuzzer.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 3 },
      { name: 'Water', allocate: 3 },
      { name: 'Air', allocate: 2 },
    ],
  });
  expect(started.statusCode).toBe(200);
  const { seller, card, listing } = await listedCard(t, 5);
  const invited = await apiCall(t.app, seller.token, 'POST', '/friends/invite', {
    friendId: fuzzer.profile.id,
  });
  const invitation = SentInvitationSchema.parse(invited.json<unknown>());
  const link = await apiCall(t.app, seller.token, 'POST', '/friends/invite-link');
  const offers = CurrencyOfferListSchema.parse(
    (await apiCall(t.app, fuzzer.token, 'GET', '/exchange/offers')).json<unknown>(),
  );
  pools = {
    uuids: [
      ...cards.map((owned) => owned.id),
      card.id,
      listing.id,
      invitation.id,
      seller.profile.id,
      fuzzer.profile.id,
    ],
    itemIds: [
      ...fixtureCatalogue.items.map((item) => itemIdFromName(item.name)),
      ...offers.map((offer) => offer.id),
    ],
    names: fixtureCatalogue.items.map((item) => item.name),
    hashes: [InviteLinkSchema.parse(link.json<unknown>()).inviteHash],
    playerToken: fuzzer.token,
    userToken: await signInGuest(t.app),
    authToken: await signInGuest(t.app),
  };
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  targets = [
    ...parseOpenApi(docs.json<unknown>()).map((operation) => ({ ...operation, auth: false })),
    ...authTargets(),
  ];
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('schema fuzz', () => {
  it('answers every generated request below 500, every error as { error, code }', async () => {
    const started = performance.now();
    const perTarget = new Map<string, number>();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const target of targets) {
      const key = `${target.method} ${target.url}`;
      const generated = fc.sample(requestArb(target, pools), {
        seed: env.FUZZ_SEED ^ hashOf(key),
        numRuns: env.FUZZ_RUNS,
      });
      const requests = [...generated, ...rawRequests(target, pools)];
      const seenHere = new Map<number, number>();
      for (const request of requests) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        for (const tally of [statuses, seenHere]) {
          tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
        }
        const problem = problemOf(request, response);
        if (problem) {
          failures.push(
            `${request.method} ${request.url.slice(0, 160)} [${request.kind}] ` +
              `${JSON.stringify(request.payload?.slice(0, 160) ?? null)}: ${problem}`,
          );
        }
      }
      perTarget.set(key, requests.length);
      if (env.FUZZ_VERBOSE === '1') console.log(`[schema-fuzz] ${key} ${tallyText(seenHere)}`);
    }
    const counts = [...perTarget.values()];
    const total = counts.reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const seen = tallyText(statuses);
    console.log(
      `[schema-fuzz] store=${testStore} FUZZ_SEED=${env.FUZZ_SEED} FUZZ_RUNS=${env.FUZZ_RUNS} ` +
        `requests=${total} operations=${perTarget.size} per-operation=${Math.min(...counts)}..${Math.max(...counts)} ` +
        `statuses ${seen} in ${seconds}s`,
    );
    expect(
      failures.slice(0, 25),
      `${failures.length} bad answers (FUZZ_SEED=${env.FUZZ_SEED})`,
    ).toEqual([]);
    if (env.FUZZ_RUNS >= DEFAULT_RUNS) expect(total).toBeGreaterThanOrEqual(3000);
    // Every operation of the document and every auth endpoint was reached.
    expect(perTarget.size).toBe(targets.length);
  }, 600_000);

  it('left no prototype polluted and the ledger adding up', async () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.keys(Object.prototype)).toEqual([]);
    const profile = await profileOf(t.app, pools.playerToken);
    await expectLedgerMatches(t.database, profile);
  });
});

const tallyText = (tally: ReadonlyMap<number, number>) =>
  [...tally.entries()]
    .sort(([one], [two]) => one - two)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');

/** What is wrong with an answer, or null. */
function problemOf(
  request: FuzzRequest,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return null;
  const header = response.headers['content-type'];
  const type = typeof header === 'string' ? header : '';
  if (!type.startsWith('application/json')) {
    return `${response.statusCode} as ${type}: ${response.body.slice(0, 200)}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = ErrorResponseSchema.safeParse(parsed);
  return error.success
    ? null
    : `${response.statusCode} not { error, code }: ${response.body.slice(0, 200)}`;
}
