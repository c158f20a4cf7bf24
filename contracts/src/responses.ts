import { z } from 'zod';

/** A plain French confirmation, shown unchanged. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The answer of an action that has nothing else to say (deletions, password change): every answer is JSON. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
