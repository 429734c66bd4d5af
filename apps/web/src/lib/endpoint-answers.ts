/**
 * The schema of each endpoint's successful answer, by the endpoint's name, built from the
 * endpoint table's schema half (contracts/src/endpoint-schemas.ts): the one of its 2xx
 * statuses, or their union (a craft's 200 or 204, a registration's 200 or 201). Imported
 * only dynamically (lib/schema-modules.ts), in the answer worker, so zod and the schemas
 * stay out of the first download.
 */
import {
  endpointSchemas,
  type EndpointAnswer,
  type EndpointName,
  type EndpointSchemas,
} from '@alchemy/contracts/endpoint-schemas';
import { z } from 'zod';

function answerOf(name: EndpointName): z.ZodType {
  const { response }: EndpointSchemas = endpointSchemas[name];
  const success = Object.entries(response)
    .filter(([status]) => Number(status) < 300)
    .map(([, schema]) => schema);
  const [first, second, ...more] = success;
  // An endpoint with no JSON answer (the live stream) is never called through the table.
  if (!first) return z.never();
  return second ? z.union([first, second, ...more]) : first;
}

const names = Object.keys(endpointSchemas).filter((name): name is EndpointName =>
  Object.hasOwn(endpointSchemas, name),
);

/**
 * Each endpoint's answer schema. Built from that endpoint's own row by answerOf, so the
 * output of each is its EndpointAnswer; TypeScript does not follow the row through
 * Object.entries.
 */
export const endpointAnswers = Object.fromEntries(names.map((name) => [name, answerOf(name)])) as {
  readonly [N in EndpointName]: z.ZodType<EndpointAnswer<N>>;
};
