import { AppError } from './app-error.ts';

/** Answered for any error nobody planned for; its cause is logged, never sent. */
export class InternalError extends AppError {
  override readonly name = 'InternalError' as const;
}
