import { z } from 'zod';

export const HealthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      reachable: z.boolean(),
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().min(0).optional(),
    }),
    uptimeSeconds: z.number().min(0),
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const LiveResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Live' });
export type LiveResponse = z.infer<typeof LiveResponseSchema>;
