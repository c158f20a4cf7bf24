/** closed: calls go through; open: every call is refused; half-open: one trial call goes through. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * How a call ended, as far as the health of what it called goes. `ignored` says nothing either
 * way (the caller gave up, or the request itself was at fault): it neither counts nor resets.
 */
export type CallOutcome = 'success' | 'failure' | 'ignored';

/** Reports how a call that went through ended; only the first report counts. */
export type SettleCall = (outcome: CallOutcome) => void;

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before it lets one trial call through. */
  coolDownMs: number;
  /** The time in milliseconds, passed in so that a test states it. */
  now: () => number;
}

export interface CircuitBreaker {
  readonly state: CircuitState;
  /** Lets a call through and returns how to report its end, or null when the circuit refuses it. */
  tryCall(): SettleCall | null;
}

/**
 * A circuit breaker (docs/security-payments.md §5): after `failureThreshold` consecutive
 * failures, calls are refused at once for `coolDownMs` instead of each waiting for its own
 * timeout; then one trial call decides, closing the circuit on success, opening it again on
 * failure. Pure: no timers, the time comes from `now`.
 */
export function createCircuitBreaker({ failureThreshold, coolDownMs, now }: CircuitBreakerOptions): CircuitBreaker {
  let failures = 0;
  let openedAt: number | null = null;
  let trialOut = false;
  // Bumped each time the circuit opens: a call let through before then reports on a past state.
  let epoch = 0;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= coolDownMs ? 'half-open' : 'open';
  };
  const open = () => {
    openedAt = now();
    failures = 0;
    epoch += 1;
  };

  function settleTrial(outcome: CallOutcome) {
    trialOut = false;
    if (outcome === 'success') openedAt = null;
    else if (outcome === 'failure') open();
    // An ignored trial frees the slot: the next call is the trial.
  }

  function settleClosed(outcome: CallOutcome, admittedIn: number) {
    if (admittedIn !== epoch) return;
    if (outcome === 'success') failures = 0;
    else if (outcome === 'failure') {
      failures += 1;
      if (failures >= failureThreshold) open();
    }
  }

  return {
    get state() {
      return state();
    },
    tryCall() {
      const current = state();
      if (current === 'open' || (current === 'half-open' && trialOut)) return null;
      const trial = current === 'half-open';
      if (trial) trialOut = true;
      const admittedIn = epoch;
      let settled = false;
      return (outcome) => {
        if (settled) return;
        settled = true;
        if (trial) settleTrial(outcome);
        else settleClosed(outcome, admittedIn);
      };
    },
  };
}
