import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { PathParamName } from './endpoint-route';
import { endpointSchemas, type EndpointName, type EndpointSchemas } from './endpoint-schemas';
import * as endpoints from './endpoints';

describe('the endpoint table', () => {
  it('has the same keys in its two halves, at the type level too', () => {
    expectTypeOf<EndpointName>().toEqualTypeOf<keyof typeof endpoints>();
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('names each endpoint by its key, and declares each method and path once', () => {
    const routes = new Set<string>();
    for (const [key, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.name).toBe(key);
      const route = `${endpoint.method} ${endpoint.path}`;
      expect(routes.has(route), route).toBe(false);
      routes.add(route);
    }
  });

  it("reads the path's parameters, and only those, with its params schema", () => {
    expectTypeOf<
      PathParamName<'/friends/invitations/hash/:hash/preview'>
    >().toEqualTypeOf<'hash'>();
    expectTypeOf<PathParamName<'/a/:b/c/:d'>>().toEqualTypeOf<'b' | 'd'>();
    for (const endpoint of Object.values(endpoints)) {
      const fromPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const schemas: EndpointSchemas = endpointSchemas[endpoint.name];
      const params = schemas.params instanceof z.ZodObject ? Object.keys(schemas.params.shape) : [];
      expect(params.sort(), endpoint.name).toEqual(fromPath.sort());
    }
  });
});
