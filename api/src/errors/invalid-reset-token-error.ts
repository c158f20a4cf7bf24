import { AppError } from './app-error.ts';

/** Thrown when a password-reset link is unknown, expired or already used. */
export class InvalidResetTokenError extends AppError {
  override readonly name = 'InvalidResetTokenError' as const;
}
