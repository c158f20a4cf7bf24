import { AppError } from './app-error.ts';

/** Thrown when a JSON body cannot be parsed (broken syntax, or empty with a JSON content type). */
export class InvalidJsonError extends AppError {
  override readonly name = 'InvalidJsonError' as const;
}
