import { AppError } from './app-error.ts';

/** Thrown when a user who is not effectively premium asks for something premium: a full letter, an edit, an export. */
export class PremiumRequiredError extends AppError {
  override readonly name = 'PremiumRequiredError' as const;
}
