import type { AppErrorName } from './error-map.ts';

/**
 * Base of every error the api answers on purpose. A domain throws a subclass that says what went
 * wrong; `error-map.ts` alone decides the HTTP status and the French message.
 */
export abstract class AppError extends Error {
  abstract override readonly name: AppErrorName;

  /** Extra fields merged into the error body (e.g. `fields` for a validation error). */
  readonly details: Record<string, unknown>;

  constructor(details: Record<string, unknown> = {}, options?: ErrorOptions) {
    super(undefined, options);
    this.details = details;
  }
}
