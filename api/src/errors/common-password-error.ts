import { AppError } from './app-error.ts';

/** Thrown when a new password is common or as easy to guess (passwords/weak-password.ts). */
export class CommonPasswordError extends AppError {
  override readonly name = 'CommonPasswordError' as const;
}
