import { fr } from '../strings/fr.ts';
import { ApiError, refusalError } from './api-error.ts';
import { readJsonAnswer, type ResponseContract } from './response-contract.ts';
import { reportUnauthorized } from '../session/session-expiry.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

/** Every mutation carries this header: the api refuses state changes without it (CSRF defence). */
export const CSRF_HEADER = { 'X-Requested-With': 'lettra' } as const;

/**
 * Calls the api with the session cookie and the CSRF header; a network failure or a non-2xx answer
 * becomes an ApiError carrying the api's French message, and a 401 is reported (session-expiry.ts).
 * Returns the response for the caller to read.
 */
export async function apiFetch(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...CSRF_HEADER };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { code: 'NetworkError', message: fr.common.networkError });
  }
  if (!response.ok) {
    // A signed-in user's 401 is a session that ended: the shell sends them to the login page.
    reportUnauthorized(response.status);
    throw await refusalError(response);
  }
  return response;
}

/**
 * The one preconfigured client for JSON requests: same-origin cookie session, typed errors, and the
 * answer read through its contract from @lettra/contracts (the schema the api serialises it with).
 */
export async function apiRequest<T>(path: string, contract: ResponseContract<T>, options: RequestOptions = {}): Promise<T> {
  return readJsonAnswer(await apiFetch(path, options), contract);
}
