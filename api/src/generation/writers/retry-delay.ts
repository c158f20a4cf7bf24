import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** Wait before the one retry when the provider gives no Retry-After. */
export const RETRY_BACKOFF_MS = 500;
/**
 * Longest Retry-After we honour. A provider asking for more is overloaded for longer than a user
 * will watch a spinner: fail now with docs/product.md §8's message, and the user may try again.
 */
export const MAX_RETRY_AFTER_MS = 5_000;

/** 429 and 5xx: the provider is overloaded or failing, where another 4xx refuses our request itself. */
export const isProviderTroubleStatus = (status: number): boolean => status === 429 || status >= 500;

// `retry-after-ms` is OpenAI's own header; `retry-after` is RFC 9110 §10.2.3: seconds or an HTTP date.
function retryAfterMs(headers: Headers | undefined, now: number): number | null {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * How long to wait before retrying a model call that failed before its first token, or null when
 * it must not be retried. Retried: connection errors, 429 and 5xx (the provider may do better in
 * a moment). Not retried: timeouts (the user has already waited the whole timeout), aborts, and
 * 4xx (a bad key or request stays bad).
 */
export function retryDelayMs(error: unknown, now: number = Date.now()): number | null {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return null;
  if (error instanceof APIConnectionError) return RETRY_BACKOFF_MS;
  if (!(error instanceof APIError) || error.status === undefined) return null;
  if (!isProviderTroubleStatus(error.status)) return null;
  const asked = retryAfterMs(error.headers, now);
  if (asked === null) return RETRY_BACKOFF_MS;
  return asked <= MAX_RETRY_AFTER_MS ? asked : null;
}
