import { AppError } from './app-error.ts';

/** Thrown when a posting link is sent to a site started with `POSTING_LINK_IMPORT=off`. */
export class PostingLinkDisabledError extends AppError {
  override readonly name = 'PostingLinkDisabledError' as const;
}
