import { AppError } from './app-error.ts';

/** Thrown when a state-changing request may come from another site (team brief, CSRF rule). */
export class CsrfError extends AppError {
  override readonly name = 'CsrfError' as const;
}
