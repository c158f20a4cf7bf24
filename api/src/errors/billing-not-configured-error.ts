import { AppError } from './app-error.ts';

/**
 * Thrown when a request needs Stripe and this deployment has none (demo mode: no customer portal), or
 * when a webhook arrives and no webhook secret is set to verify it.
 */
export class BillingNotConfiguredError extends AppError {
  override readonly name = 'BillingNotConfiguredError' as const;
}
