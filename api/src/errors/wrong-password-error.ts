import { AppError } from './app-error.ts';

/** Thrown when the password confirming a sensitive change (new password, account deletion) is wrong. */
export class WrongPasswordError extends AppError {
  override readonly name = 'WrongPasswordError' as const;
}
