import { AppError } from './app-error.ts';

/** Thrown when a signed preview link names a manifest whose origin PREVIEW_ORIGINS no longer lists. */
export class PreviewOriginNotAllowedError extends AppError {
  override readonly name = 'PreviewOriginNotAllowedError' as const;
}
