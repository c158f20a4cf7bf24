import { AppError } from './app-error.ts';

/** Thrown when a posting link's page cannot be had: unknown host, refused or broken connection, an error status, too many redirects. */
export class PostingPageUnreachableError extends AppError {
  override readonly name = 'PostingPageUnreachableError' as const;
}
