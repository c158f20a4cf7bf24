import { AppError } from './app-error.ts';

/** Thrown when a body is over the route's limit (1 MiB unless the route sets its own). */
export class PayloadTooLargeError extends AppError {
  override readonly name = 'PayloadTooLargeError' as const;
}
