import { AppError } from './app-error.ts';

/** Thrown when a posting link answers something else than an HTML page (a PDF, an image, JSON). */
export class PostingPageNotHtmlError extends AppError {
  override readonly name = 'PostingPageNotHtmlError' as const;
}
