import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, RETRY_BACKOFF_MS, retryDelayMs } from './retry-delay.ts';

const NOW = Date.parse('2026-03-15T10:00:00Z');
const status = (code: number, headers: Record<string, string> = {}) =>
  APIError.generate(code, { message: 'x' }, undefined, new Headers(headers));

describe('retryDelayMs', () => {
  const retried = [
    { case: 'a 429 without Retry-After', error: status(429), delay: RETRY_BACKOFF_MS },
    { case: 'a 500', error: status(500), delay: RETRY_BACKOFF_MS },
    { case: 'a 503 with Retry-After in seconds', error: status(503, { 'retry-after': '2' }), delay: 2000 },
    { case: 'a 429 with OpenAI’s retry-after-ms', error: status(429, { 'retry-after-ms': '120' }), delay: 120 },
    // RFC 9110 §10.2.3 allows an HTTP date.
    { case: 'a 429 with Retry-After as a date', error: status(429, { 'retry-after': 'Sun, 15 Mar 2026 10:00:03 GMT' }), delay: 3000 },
    { case: 'a 429 whose Retry-After date has passed', error: status(429, { 'retry-after': 'Sun, 15 Mar 2026 09:00:00 GMT' }), delay: 0 },
    { case: 'a refused connection', error: new APIConnectionError({ message: 'ECONNREFUSED' }), delay: RETRY_BACKOFF_MS },
  ];

  it.each(retried)('retries $case after $delay ms', ({ error, delay }) => {
    expect(retryDelayMs(error, NOW)).toBe(delay);
  });

  const final = [
    { case: 'a 400', error: status(400) },
    { case: 'a 401 (a wrong key)', error: status(401) },
    { case: 'a 404 (an unknown model)', error: status(404) },
    // Longer than a user waits for a first word: better fail now with a clear message.
    { case: `a Retry-After over ${MAX_RETRY_AFTER_MS} ms`, error: status(429, { 'retry-after': '30' }) },
    // The whole timeout was already spent waiting.
    { case: 'a timeout', error: new APIConnectionTimeoutError({ message: 'timed out' }) },
    { case: 'an abort', error: new APIUserAbortError({ message: 'aborted' }) },
    { case: 'an error that is not the provider’s', error: new TypeError('boom') },
  ];

  it.each(final)('does not retry $case', ({ error }) => {
    expect(retryDelayMs(error, NOW)).toBeNull();
  });
});
