import { AppError } from './app-error.ts';

/** Thrown when a signup or a profile change uses an e-mail address another account already has. */
export class EmailTakenError extends AppError {
  override readonly name = 'EmailTakenError' as const;
}
