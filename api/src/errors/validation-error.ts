import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Thrown when a body, query or path parameter fails its zod schema. The body carries `fields`:
 * one French message per offending field (`_` for the value as a whole).
 */
export class ValidationError extends AppError {
  override readonly name = 'ValidationError' as const;

  /** `summary` replaces the generic message where the spec words it (signup, login: docs/product.md §5). */
  static fromZod(error: z.ZodError, summary?: string): ValidationError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : '_';
      fields[key] ??= issue.message;
    }
    return new ValidationError({ fields, ...(summary ? { message: summary } : {}) }, { cause: error });
  }
}
