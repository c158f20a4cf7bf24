import { z } from 'zod';

/** What Stripe gets back from the webhook: any 2xx means "delivered, do not retry". */
export const webhookAckSchema = z.object({ received: z.literal(true) });

