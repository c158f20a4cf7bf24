import { AppError } from './app-error.ts';

/** Answered when a request matches no route (an unknown /api address, a missing front-end file). */
export class RouteNotFoundError extends AppError {
  override readonly name = 'RouteNotFoundError' as const;
}
