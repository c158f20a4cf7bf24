import { AppError } from './app-error.ts';

/**
 * Thrown when a webhook's `Stripe-Signature` is missing, does not match the body, or is older than
 * Stripe's 300-second tolerance: the signature is the webhook's only authentication.
 */
export class WebhookSignatureError extends AppError {
  override readonly name = 'WebhookSignatureError' as const;
}
