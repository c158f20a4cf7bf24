import { AppError } from './app-error.ts';

/** Thrown when a new password is one of the most common passwords (DECISIONS.md). */
export class CommonPasswordError extends AppError {
  override readonly name = 'CommonPasswordError' as const;
}
