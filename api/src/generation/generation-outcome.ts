import { GenerationInProgressError } from '../errors/generation-in-progress-error.ts';
import { GenerationTimeoutError } from '../errors/generation-timeout-error.ts';
import { ModelUnavailableError } from '../errors/model-unavailable-error.ts';
import { QuotaExceededError } from '../errors/quota-exceeded-error.ts';
import { ToneRequiresPremiumError } from '../errors/tone-requires-premium-error.ts';

/**
 * How a generation request ended, the `outcome` label of the generation metrics: `refused` before
 * any model call (tone, one at a time, quota, rate limit), `cancelled` when the client left,
 * `circuit_open` when the model's circuit breaker turned it away. A generation the offline writer
 * rescued (the model was unavailable) keeps the label of the model's failure: the metrics say how
 * the model did, while the user still got a letter.
 */
export type GenerationOutcome = 'completed' | 'failed' | 'timeout' | 'refused' | 'cancelled' | 'circuit_open';

/** The outcome of a generation whose model failed (or that ended with `error`) while its client was still there. */
export function outcomeOfError(error: unknown): GenerationOutcome {
  if (error instanceof ModelUnavailableError) return 'circuit_open';
  if (error instanceof GenerationTimeoutError) return 'timeout';
  const refused =
    error instanceof ToneRequiresPremiumError || error instanceof GenerationInProgressError || error instanceof QuotaExceededError;
  return refused ? 'refused' : 'failed';
}
