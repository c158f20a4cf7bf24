import { AppError } from './app-error.ts';

/** Thrown by the readiness check when the database does not answer. */
export class DatabaseUnavailableError extends AppError {
  override readonly name = 'DatabaseUnavailableError' as const;
}
