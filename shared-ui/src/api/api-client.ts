import { fr } from '../strings/fr.ts';
import { ApiError } from './api-error.ts';

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
 * becomes an ApiError carrying the api's French message. Returns the response for the caller to read.
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
    const data: unknown = await response.json().catch(() => ({}));
    throw new ApiError(response.status, data as ConstructorParameters<typeof ApiError>[1]);
  }
  return response;
}

/** The one preconfigured client for JSON requests: same-origin cookie session, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => ({}))) as T;
}
