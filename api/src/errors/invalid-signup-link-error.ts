import { AppError } from './app-error.ts';

/** Thrown when a sign-up link is unknown, expired or already used (its account was created). */
export class InvalidSignupLinkError extends AppError {
  override readonly name = 'InvalidSignupLinkError' as const;
}
