import { AppError } from './app-error.ts';

/** Thrown when a posting link's page asks to sign in: a 401 or 403, or a sign-in form where the posting should be. */
export class PostingBehindLoginError extends AppError {
  override readonly name = 'PostingBehindLoginError' as const;
}
