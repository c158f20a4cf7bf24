import { AppError } from './app-error.ts';

/** Thrown for any other malformed request the framework rejects before a route runs (bad URL, wrong Content-Length…). */
export class BadRequestError extends AppError {
  override readonly name = 'BadRequestError' as const;
}
