import { ModelUnavailableError } from '../../errors/model-unavailable-error.ts';
import { providerOutcome } from './model-circuit.ts';

/**
 * The model failed in a way the offline writer can make up for (docs/decisions.md): the circuit is
 * open, or the provider timed out, answered nothing, or failed with a 429, a 5xx or a broken
 * connection. A request the provider refuses (a wrong key, an unknown model) is a configuration
 * error the user should hear about, not a reason to hand out drafts.
 */
export function isModelUnavailable(error: unknown): boolean {
  return error instanceof ModelUnavailableError || providerOutcome(error) === 'failure';
}
