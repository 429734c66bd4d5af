/**
 * The requests of the schema fuzz (schema-fuzz.test.ts), built with fast-check from an
 * operation's OpenAPI description: near-valid ones, valid ones and garbage, raw bodies no
 * parser should trust, broken tokens; and better-auth's endpoints as operations.
 */
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../app';
import { bearer } from '../test/test-app';
import { hostileString, hostileValue, nearValid, validValue, type Pools } from './fuzz-values';
import {
  AUTH_ENDPOINTS,
  concreteUrl,
  pathParamsOf,
  type ApiParameter,
  type HttpMethod,
  type JsonSchema,
} from './route-table';

/** One operation to fuzz: a route of the document, or one of better-auth's. */
export interface Target {
  method: HttpMethod;
  url: string;
  parameters: ApiParameter[];
  body: JsonSchema | undefined;
  /** better-auth's (or the handover's): fuzzed with a throwaway session, not the player's. */
  auth: boolean;
}

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of request this is, for a failure's message. */
  kind: string;
}

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

export function requestArb(target: Target, pools: Pools): fc.Arbitrary<FuzzRequest> {
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

export function rawRequests(target: Target, pools: Pools): FuzzRequest[] {
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

export function authTargets(): Target[] {
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
export function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
