import { z } from 'zod';

export const liveResponseSchema = z.object({ status: z.literal('ok') });

/** The engine's line as readiness reports it: jobs waiting and running, and the oldest one's wait. */
export const engineLoadSchema = z.object({ waiting: z.number().int(), running: z.number().int(), oldestWaitMs: z.number().int() });
export type EngineLoad = z.infer<typeof engineLoadSchema>;

export const readyResponseSchema = z.object({ status: z.literal('ready'), engine: engineLoadSchema });
