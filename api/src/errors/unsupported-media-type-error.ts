import { AppError } from './app-error.ts';

/** Thrown when a body comes with a content type the api does not parse (the api speaks JSON). */
export class UnsupportedMediaTypeError extends AppError {
  override readonly name = 'UnsupportedMediaTypeError' as const;
}
