import { AppError } from './app-error.ts';

/**
 * Thrown at checkout when this server takes no payment: Stripe is not configured and demo payments
 * are off, as they are in production unless `DEMO_PAYMENTS=true` (docs/security.md).
 */
export class PaymentsDisabledError extends AppError {
  override readonly name = 'PaymentsDisabledError' as const;
}
