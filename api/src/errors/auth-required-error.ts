import { AppError } from './app-error.ts';

/** Thrown when a route needs a signed-in user and the request has no valid session. */
export class AuthRequiredError extends AppError {
  override readonly name = 'AuthRequiredError' as const;
}
