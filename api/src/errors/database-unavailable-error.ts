import { AppError } from './app-error.ts';

/** The database does not answer: the readiness check, and any request whose query could not reach it. */
export class DatabaseUnavailableError extends AppError {
  override readonly name = 'DatabaseUnavailableError' as const;
}
