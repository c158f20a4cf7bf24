import { AppError } from './app-error.ts';

/** Thrown when a refinement or a choice names a version the letter does not have. */
export class VersionNotFoundError extends AppError {
  override readonly name = 'VersionNotFoundError' as const;
}
