import { AppError } from './app-error.ts';

/** Thrown when a posting link's page is over the size allowed (2 MB), announced or as it arrives. */
export class PostingPageTooLargeError extends AppError {
  override readonly name = 'PostingPageTooLargeError' as const;
}
