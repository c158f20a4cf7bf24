import { AppError } from './app-error.ts';

/** Thrown when a signup does not accept the terms of use (the api refuses it, not only the disabled button). */
export class TermsNotAcceptedError extends AppError {
  override readonly name = 'TermsNotAcceptedError' as const;
}
