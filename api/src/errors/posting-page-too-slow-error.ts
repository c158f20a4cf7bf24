import { AppError } from './app-error.ts';

/** Thrown when a posting link's page has not arrived whole within the time allowed (5 s), redirects included. */
export class PostingPageTooSlowError extends AppError {
  override readonly name = 'PostingPageTooSlowError' as const;
}
