import { AppError } from './app-error.ts';

/** Thrown when settings asks to end a session the account does not have (already ended, or someone else's). */
export class SessionNotFoundError extends AppError {
  override readonly name = 'SessionNotFoundError' as const;
}
