/**
 * What the adversarial suites know about the API, read from the server itself: the routes
 * buildApp registered (app.routeTable) and the OpenAPI document it serves, parsed with zod.
 * Nothing here is a hand-kept list of endpoints except better-auth's, whose routes are one
 * wildcard to Fastify: those are the bridge's own ENDPOINTS_IN_USE, each with an example.
 */
import { z } from 'zod';
import { ENDPOINTS_IN_USE } from '../plugins/auth-routes';

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The names of a route's path parameters, Fastify style (`:id`) or OpenAPI style (`{id}`). */
export function pathParamsOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\{([A-Za-z0-9_]+)\}/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

/** The route's url with each parameter replaced by its (already encoded) value. */
export function concreteUrl(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z0-9_]+)|\{([A-Za-z0-9_]+)\}/g, (whole, colon, brace) => {
    const name = typeof colon === 'string' ? colon : String(brace);
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return value;
  });
}

/** The part of JSON Schema the OpenAPI document of this API uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: Array<string | number | boolean | null>;
  const?: string | number | boolean | null;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const JsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    $ref: z.string().optional(),
    type: z.string().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    enum: z.array(Scalar).optional(),
    const: Scalar.optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    items: JsonSchemaSchema.optional(),
    properties: z.record(z.string(), JsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.union([z.boolean(), JsonSchemaSchema]).optional(),
    anyOf: z.array(JsonSchemaSchema).optional(),
    oneOf: z.array(JsonSchemaSchema).optional(),
    allOf: z.array(JsonSchemaSchema).optional(),
  }),
);

const ParameterSchema = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: JsonSchemaSchema,
});
export type ApiParameter = z.infer<typeof ParameterSchema>;

const OperationSchema = z.object({
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: JsonSchemaSchema })),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});

const OpenApiDocumentSchema = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.partialRecord(
      z.enum(['get', 'head', 'post', 'put', 'delete', 'patch', 'options']),
      OperationSchema,
    ),
  ),
  components: z.object({ schemas: z.record(z.string(), JsonSchemaSchema) }),
});

/** One operation of the OpenAPI document, its schemas resolved (no $ref left). */
export interface ApiOperation {
  method: HttpMethod;
  /** Fastify style, as in the route table: /api/lab/cards/:id */
  url: string;
  parameters: ApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** Declares a bearer token. */
  secured: boolean;
}

/** The schema with every $ref replaced by the component it names. */
function resolveRefs(
  schema: JsonSchema,
  components: Readonly<Record<string, JsonSchema>>,
  seen: ReadonlySet<string> = new Set(),
): JsonSchema {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target || seen.has(name)) throw new Error(`cannot resolve ${schema.$ref}`);
    return resolveRefs(target, components, new Set([...seen, name]));
  }
  const each = (child: JsonSchema) => resolveRefs(child, components, seen);
  return {
    ...schema,
    ...(schema.items ? { items: each(schema.items) } : {}),
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([key, child]) => [key, each(child)]),
          ),
        }
      : {}),
    ...(typeof schema.additionalProperties === 'object'
      ? { additionalProperties: each(schema.additionalProperties) }
      : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(each) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(each) } : {}),
    ...(schema.allOf ? { allOf: schema.allOf.map(each) } : {}),
  };
}

const HttpMethodSchema = z.enum(HTTP_METHODS);

/** A method of the route table (a string to Fastify) as one inject accepts. */
export const httpMethod = (value: string): HttpMethod => HttpMethodSchema.parse(value);

/** Every operation of the document GET /api/docs/json answers. */
export function parseOpenApi(json: unknown): ApiOperation[] {
  const document = OpenApiDocumentSchema.parse(json);
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation) continue;
      const body = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        method: HttpMethodSchema.parse(method.toUpperCase()),
        url: path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolveRefs(parameter.schema, document.components.schemas),
        })),
        body: body && resolveRefs(body, document.components.schemas),
        secured: (operation.security ?? []).some((entry) => 'bearer' in entry),
      });
    }
  }
  return operations;
}

/** A name that says "an id": id, cardId, cardIds, itemOneId... */
const ID_NAME = /^id$|Ids?$/;
const ID_PATTERN = '^[a-z0-9-]+$';

function isIdSchema(schema: JsonSchema): boolean {
  const leaf = schema.type === 'array' && schema.items ? schema.items : schema;
  return leaf.format === 'uuid' || leaf.pattern === ID_PATTERN;
}

/**
 * The fields of a body schema that carry ids (by name, or by the uuid and item-id formats
 * of the contracts), as dotted paths: `cardIds`, `items`.
 */
export function idFieldsOf(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const fields: string[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (ID_NAME.test(key) || isIdSchema(child)) fields.push(path);
    const inner = child.type === 'array' ? child.items : child;
    if (inner?.properties) fields.push(...idFieldsOf(inner, path));
  }
  return fields;
}

/**
 * better-auth's endpoints the bridge lets through (plugins/auth-routes.ts, ENDPOINTS_IN_USE),
 * each with a concrete path, a body better-auth accepts the shape of, and who may call it.
 * `session`: better-auth itself refuses the call without a live session (401).
 */
export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Under /api/auth. */
  path: string;
  body?: Record<string, unknown>;
  session: boolean;
  why: string;
}

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-in/anonymous',
    body: {},
    session: false,
    why: 'makes a new guest: the way in',
  },
  {
    method: 'POST',
    path: '/sign-out',
    body: {},
    session: false,
    why: 'ends the session it is given; without one there is nothing to end (200)',
  },
  {
    method: 'GET',
    path: '/get-session',
    session: false,
    why: 'answers null without a session',
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    body: { provider: 'google', callbackURL: '/' },
    session: false,
    why: 'starts a Google sign-in: the way in',
  },
  {
    method: 'POST',
    path: '/link-social',
    body: { provider: 'google', callbackURL: '/' },
    session: true,
    why: 'links Google to the signed-in guest',
  },
  {
    method: 'GET',
    path: '/callback/google',
    session: false,
    why: "the provider's redirect back; its state cookie is the check",
  },
  {
    method: 'POST',
    path: '/callback/google',
    body: {},
    session: false,
    why: "the provider's form post back; its state cookie is the check",
  },
  {
    method: 'POST',
    path: '/one-time-token/verify',
    body: { token: 'x' },
    session: false,
    why: 'the one-time code is the credential',
  },
];

/**
 * Each endpoint in use matched by exactly one example and each example by exactly one
 * endpoint in use: what does not hold, as messages (empty when all do).
 */
export function unclassifiedAuthEndpoints(): string[] {
  const problems: string[] = [];
  for (const endpoint of ENDPOINTS_IN_USE) {
    const examples = AUTH_ENDPOINTS.filter(
      (example) => example.method === endpoint.method && endpoint.path.test(example.path),
    );
    if (examples.length !== 1) {
      problems.push(`${endpoint.method} ${String(endpoint.path)}: ${examples.length} examples`);
    }
  }
  for (const example of AUTH_ENDPOINTS) {
    const endpoints = ENDPOINTS_IN_USE.filter(
      (endpoint) => endpoint.method === example.method && endpoint.path.test(example.path),
    );
    if (endpoints.length !== 1) {
      problems.push(`${example.method} ${example.path}: ${endpoints.length} endpoints in use`);
    }
  }
  return problems;
}
