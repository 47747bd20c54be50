import { z } from 'zod';

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), service: z.string(), uptimeSeconds: z.number() })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const dependencyStateSchema = z.enum(['up', 'down', 'not_configured']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

export const readyResponseSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({ database: dependencyStateSchema, redis: dependencyStateSchema }),
  })
  .meta({ id: 'Ready' });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
