import type { FastifyBaseLogger } from 'fastify';
import { APIError } from 'openai';
import { EmptyAnswerError } from '../../errors/empty-answer-error.ts';
import { GenerationFailedError } from '../../errors/generation-failed-error.ts';
import { GenerationTimeoutError } from '../../errors/generation-timeout-error.ts';
import { ModelUnavailableError } from '../../errors/model-unavailable-error.ts';
import type { CallOutcome, CircuitBreaker } from './circuit-breaker.ts';
import { isProviderTroubleStatus } from './retry-delay.ts';

/** The circuit breaker in front of the model provider, one decision per generation. */
export interface ModelCircuit {
  /**
   * Runs `write` (all the model calls of one generation) and tells the breaker how the provider
   * did, or throws ModelUnavailableError at once, without calling it, while the circuit is open.
   */
  run<T>(write: () => Promise<T>, context: { signal: AbortSignal; log: FastifyBaseLogger }): Promise<T>;
}

/**
 * What a generation's error says about the provider. Failures: timeouts, empty answers,
 * connection errors, and 429/5xx left after the writer's own retry. Ignored: a 4xx other than 429
 * (a wrong key, an unknown model, a prompt the provider refuses) is about our request and comes
 * back at once, so no timeouts pile up; the circuit's 'try again in a moment' would even hide a
 * configuration error that waiting does not fix. Errors that are not the writer's are ignored too.
 */
export function providerOutcome(error: unknown): CallOutcome {
  if (error instanceof GenerationTimeoutError || error instanceof EmptyAnswerError) return 'failure';
  if (!(error instanceof GenerationFailedError)) return 'ignored';
  const { cause } = error;
  const refusedRequest = cause instanceof APIError && cause.status !== undefined && !isProviderTroubleStatus(cause.status);
  return refusedRequest ? 'ignored' : 'failure';
}

/**
 * One decision per generation rather than per model call: a premium letter makes three calls at
 * once, and in the half-open state, where one call only may go through, it could never be the trial.
 */
export function createModelCircuit(breaker: CircuitBreaker): ModelCircuit {
  return {
    async run(write, { signal, log }) {
      const settle = breaker.tryCall();
      if (!settle) throw new ModelUnavailableError();
      const report = (outcome: CallOutcome) => {
        const before = breaker.state;
        settle(outcome);
        const after = breaker.state;
        if (after === before) return;
        if (after === 'open') log.warn('model circuit opened: generations are refused until a trial call succeeds');
        else if (after === 'closed') log.info('model circuit closed: the model answers again');
      };
      try {
        const result = await write();
        report('success');
        return result;
      } catch (error) {
        // A user who leaves tells nothing about the provider.
        report(signal.aborted ? 'ignored' : providerOutcome(error));
        throw error;
      }
    },
  };
}
