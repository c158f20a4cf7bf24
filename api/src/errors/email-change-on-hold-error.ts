import { AppError } from './app-error.ts';

/**
 * Thrown when a new e-mail address is asked for within days of an undone change: the restored address
 * stays put meanwhile (account/email-change/after-undo.ts).
 */
export class EmailChangeOnHoldError extends AppError {
  override readonly name = 'EmailChangeOnHoldError' as const;
}
