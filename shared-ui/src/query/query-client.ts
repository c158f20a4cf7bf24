import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** A refusal (4xx) answers the same the second time: only a lost connection or a server failure is worth a retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A query client with the platform's rules: no retry of a refusal, no retry of a write (a PATCH
 * sent twice would meet its own version and be refused). A 401 is the api client's to report
 * (session/session-expiry.ts). Tests make one each.
 */
export function createPlatformQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry === false ? false : shouldRetry },
      mutations: { retry: false },
    },
  });
}

/**
 * The one cache of the page: this module is part of '@lettra/shared-ui/query', a federation
 * singleton, so every remote's screen reads and writes the same letters (docs/federation.md §2).
 */
export const platformQueryClient = createPlatformQueryClient();
