import { GenerationInProgressError } from '../errors/generation-in-progress-error.ts';

/**
 * One generation at a time per user (notes/security-payments.md §3, LLM10): a second one while the
 * first streams is refused. It also makes the free quota exact: two requests can never both read
 * 'two letters used'. Kept in this process: with several api instances behind a load balancer, a
 * user could run one generation per instance, which the per-user rate limit still bounds.
 */
export function createInFlightGenerations() {
  const running = new Set<string>();
  return {
    /** Marks the user's generation as running, or throws GenerationInProgressError; call the result to end it (once or more). */
    acquire(userId: string): () => void {
      if (running.has(userId)) throw new GenerationInProgressError();
      running.add(userId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running.delete(userId);
      };
    },
    /** How many generations are running now (logs, benchmarks). */
    get size(): number {
      return running.size;
    },
  };
}

export type InFlightGenerations = ReturnType<typeof createInFlightGenerations>;
