import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, type CallOutcome } from './circuit-breaker.ts';

const THRESHOLD = 5;
const COOL_DOWN_MS = 30_000;

function setup() {
  let time = 0;
  const breaker = createCircuitBreaker({ failureThreshold: THRESHOLD, coolDownMs: COOL_DOWN_MS, now: () => time });
  /** One call through the breaker that ends with `outcome`; false when the breaker refused it. */
  const call = (outcome: CallOutcome): boolean => {
    const settle = breaker.tryCall();
    settle?.(outcome);
    return settle !== null;
  };
  const fail = (times: number) => {
    for (let index = 0; index < times; index += 1) call('failure');
  };
  return { breaker, call, fail, advance: (ms: number) => (time += ms) };
}

function opened() {
  const context = setup();
  context.fail(THRESHOLD);
  return context;
}

describe('createCircuitBreaker', () => {
  it('stays closed below the threshold of consecutive failures', () => {
    const { breaker, fail } = setup();
    fail(THRESHOLD - 1);
    expect(breaker.state).toBe('closed');
    expect(breaker.tryCall()).not.toBeNull();
  });

  it('opens at the threshold and refuses every call while open', () => {
    const { breaker, call, advance } = opened();
    expect(breaker.state).toBe('open');
    expect(breaker.tryCall()).toBeNull();
    advance(COOL_DOWN_MS - 1);
    expect(call('success')).toBe(false);
    expect(breaker.state).toBe('open');
  });

  it('counts only consecutive failures: a success starts the count again', () => {
    const { breaker, call, fail } = setup();
    fail(THRESHOLD - 1);
    call('success');
    fail(THRESHOLD - 1);
    expect(breaker.state).toBe('closed');
    fail(1);
    expect(breaker.state).toBe('open');
  });

  it('neither counts nor resets an ignored call', () => {
    const { breaker, call, fail } = setup();
    fail(THRESHOLD - 1);
    call('ignored');
    expect(breaker.state).toBe('closed');
    fail(1);
    expect(breaker.state).toBe('open');
  });

  it('lets one trial call through after the cool-down, and refuses the others while it runs', () => {
    const { breaker, advance } = opened();
    advance(COOL_DOWN_MS);
    expect(breaker.state).toBe('half-open');
    const trial = breaker.tryCall();
    expect(trial).not.toBeNull();
    expect(breaker.tryCall()).toBeNull();
  });

  it('closes when the trial succeeds', () => {
    const { breaker, call, advance } = opened();
    advance(COOL_DOWN_MS);
    expect(call('success')).toBe(true);
    expect(breaker.state).toBe('closed');
    expect(call('success')).toBe(true);
  });

  it('opens again for a whole cool-down when the trial fails', () => {
    const { breaker, call, advance } = opened();
    advance(COOL_DOWN_MS);
    call('failure');
    expect(breaker.state).toBe('open');
    advance(COOL_DOWN_MS - 1);
    expect(breaker.tryCall()).toBeNull();
    advance(1);
    expect(breaker.state).toBe('half-open');
  });

  it('frees the trial slot when the trial is ignored (its user left)', () => {
    const { breaker, call, advance } = opened();
    advance(COOL_DOWN_MS);
    call('ignored');
    expect(breaker.state).toBe('half-open');
    expect(call('success')).toBe(true);
    expect(breaker.state).toBe('closed');
  });

  it('opens again from scratch after a close: the old failures are forgotten', () => {
    const { breaker, call, fail, advance } = opened();
    advance(COOL_DOWN_MS);
    call('success');
    fail(THRESHOLD - 1);
    expect(breaker.state).toBe('closed');
  });

  it('disregards calls let through before the circuit opened', () => {
    const { breaker, fail, advance } = setup();
    const late = [breaker.tryCall(), breaker.tryCall()];
    fail(THRESHOLD);
    // A slow call that started while all was well proves nothing about the provider now…
    late[0]?.('success');
    expect(breaker.state).toBe('open');
    advance(COOL_DOWN_MS);
    const trial = breaker.tryCall();
    trial?.('success');
    // …nor does one of them failing once a trial has closed the circuit.
    late[1]?.('failure');
    fail(THRESHOLD - 1);
    expect(breaker.state).toBe('closed');
  });

  it('counts a call reported twice once', () => {
    const { breaker, fail } = setup();
    fail(THRESHOLD - 1);
    const settle = breaker.tryCall();
    settle?.('success');
    settle?.('failure');
    fail(THRESHOLD - 1);
    expect(breaker.state).toBe('closed');
  });
});
