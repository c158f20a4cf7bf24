import { AppError } from './app-error.ts';

/**
 * Thrown when a user starts a generation while another of theirs is still streaming: one in-flight
 * generation per user (docs/security-payments.md §3, LLM10 'limits on queued actions').
 */
export class GenerationInProgressError extends AppError {
  override readonly name = 'GenerationInProgressError' as const;
}
