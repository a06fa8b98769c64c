import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['up', 'down']),
      driver: z.enum(['pglite', 'postgres']),
      latency_ms: z.number(),
    }),
    version: z.string(),
    uptime_seconds: z.number(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
