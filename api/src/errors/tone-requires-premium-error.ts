import { AppError } from './app-error.ts';

/** Thrown when a user who is not effectively premium asks for a tone other than 'formal' (docs/product.md §1, §6: choice of tone is premium). */
export class ToneRequiresPremiumError extends AppError {
  override readonly name = 'ToneRequiresPremiumError' as const;
}
