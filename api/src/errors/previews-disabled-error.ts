import { AppError } from './app-error.ts';

/** Thrown when a preview link is used on a site without PREVIEW_SECRET: previews are off there. */
export class PreviewsDisabledError extends AppError {
  override readonly name = 'PreviewsDisabledError' as const;
}
