import { AppError } from './app-error.ts';

/** Thrown when a preview link was not signed with this site's PREVIEW_SECRET, or is unreadable. */
export class InvalidPreviewLinkError extends AppError {
  override readonly name = 'InvalidPreviewLinkError' as const;
}
