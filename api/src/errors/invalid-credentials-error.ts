import { AppError } from './app-error.ts';

/** Thrown when a login fails, whatever was wrong, so that it never tells whether the e-mail exists. */
export class InvalidCredentialsError extends AppError {
  override readonly name = 'InvalidCredentialsError' as const;
}
