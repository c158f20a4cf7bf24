import { AppError } from './app-error.ts';

/**
 * Thrown at once, without calling the model, while the circuit breaker is open: the provider
 * failed several times in a row (connection errors, timeouts, 429/5xx, empty answers), and the
 * user would otherwise wait for one more timeout to end with the same error.
 */
export class ModelUnavailableError extends AppError {
  override readonly name = 'ModelUnavailableError' as const;
}
