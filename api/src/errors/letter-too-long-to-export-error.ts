import { AppError } from './app-error.ts';

/** Thrown when a letter has more lines than a document export takes (exports.service.ts). */
export class LetterTooLongToExportError extends AppError {
  override readonly name = 'LetterTooLongToExportError' as const;
}
