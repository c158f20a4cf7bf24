import type { FastifyBaseLogger } from 'fastify';
import { APIConnectionError, APIError } from 'openai';
import { describe, expect, it, vi } from 'vitest';
import { EmptyAnswerError } from '../../errors/empty-answer-error.ts';
import { GenerationFailedError } from '../../errors/generation-failed-error.ts';
import { GenerationTimeoutError } from '../../errors/generation-timeout-error.ts';
import { ModelUnavailableError } from '../../errors/model-unavailable-error.ts';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { createModelCircuit, providerOutcome } from './model-circuit.ts';

const failedWith = (cause: unknown) => new GenerationFailedError({}, { cause });
const status = (code: number) => APIError.generate(code, { message: 'x' }, undefined, new Headers());

describe('providerOutcome', () => {
  const cases = [
    { case: 'a timeout', error: new GenerationTimeoutError(), outcome: 'failure' },
    { case: 'an empty answer', error: new EmptyAnswerError(), outcome: 'failure' },
    { case: 'a refused connection', error: failedWith(new APIConnectionError({ message: 'ECONNREFUSED' })), outcome: 'failure' },
    { case: 'a 500', error: failedWith(status(500)), outcome: 'failure' },
    { case: 'a 429', error: failedWith(status(429)), outcome: 'failure' },
    // A stream the SDK could not read is the provider's doing too.
    { case: 'an unreadable stream', error: failedWith(new SyntaxError('Unexpected token')), outcome: 'failure' },
    // Our request, not the provider's health: answered at once, and waiting would not fix it.
    { case: 'a 401 (a wrong key)', error: failedWith(status(401)), outcome: 'ignored' },
    { case: 'a 400', error: failedWith(status(400)), outcome: 'ignored' },
    { case: 'an error that is not the writer’s', error: new TypeError('boom'), outcome: 'ignored' },
  ];

  it.each(cases)('makes $case a $outcome', ({ error, outcome }) => {
    expect(providerOutcome(error)).toBe(outcome);
  });
});

describe('createModelCircuit', () => {
  function setup() {
    let time = 0;
    const breaker = createCircuitBreaker({ failureThreshold: 2, coolDownMs: 1000, now: () => time });
    const log = { warn: vi.fn(), info: vi.fn() };
    const context = { signal: new AbortController().signal, log: log as unknown as FastifyBaseLogger };
    const circuit = createModelCircuit(breaker);
    const fail = () => circuit.run(() => Promise.reject(new GenerationTimeoutError()), context);
    return { breaker, circuit, context, log, fail, advance: (ms: number) => (time += ms) };
  }

  it('refuses with ModelUnavailableError, without writing, once open, and logs the opening once', async () => {
    const { circuit, context, log, fail } = setup();
    await expect(fail()).rejects.toBeInstanceOf(GenerationTimeoutError);
    await expect(fail()).rejects.toBeInstanceOf(GenerationTimeoutError);
    const write = vi.fn(async () => 'letter');
    await expect(circuit.run(write, context)).rejects.toBeInstanceOf(ModelUnavailableError);
    expect(write).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('does not count a generation whose client left', async () => {
    const { breaker, circuit, context, fail } = setup();
    await fail().catch(() => {});
    const left = new AbortController();
    left.abort();
    const aborted = circuit.run(() => Promise.reject(new GenerationTimeoutError()), { ...context, signal: left.signal });
    await expect(aborted).rejects.toBeInstanceOf(GenerationTimeoutError);
    expect(breaker.state).toBe('closed');
  });

  it('returns what the write returns, and logs the closing after a successful trial', async () => {
    const { breaker, circuit, context, log, fail, advance } = setup();
    await fail().catch(() => {});
    await fail().catch(() => {});
    advance(1000);
    await expect(circuit.run(async () => 'letter', context)).resolves.toBe('letter');
    expect(breaker.state).toBe('closed');
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});
