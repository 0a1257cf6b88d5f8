import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;

/** Request id header: honoured when the caller sends one, always returned. */
export const REQUEST_ID_HEADER = 'x-request-id';
