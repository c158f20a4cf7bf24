import { AppError } from './app-error.ts';

/** Thrown when an e-mail change link (confirmation or undo) is unknown, expired, already used or overtaken. */
export class InvalidEmailChangeLinkError extends AppError {
  override readonly name = 'InvalidEmailChangeLinkError' as const;
}
