import { AppError } from './app-error.ts';

/** Thrown when a user who already has a running subscription asks to subscribe again (docs/product.md §2 checkout, §8). */
export class AlreadySubscribedError extends AppError {
  override readonly name = 'AlreadySubscribedError' as const;
}
