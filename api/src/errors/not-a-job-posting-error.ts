import { AppError } from './app-error.ts';

/** Thrown when a posting link's page holds no schema.org JobPosting and too little main text to be a posting. */
export class NotAJobPostingError extends AppError {
  override readonly name = 'NotAJobPostingError' as const;
}
