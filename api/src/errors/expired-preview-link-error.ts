import { AppError } from './app-error.ts';

/** Thrown when a preview link's time is over: staff print a new one. */
export class ExpiredPreviewLinkError extends AppError {
  override readonly name = 'ExpiredPreviewLinkError' as const;
}
