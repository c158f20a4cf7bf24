import { ApiError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

/** Every mutation carries this header: the api refuses state changes without it (CSRF defence). */
export const CSRF_HEADER = { 'X-Requested-With': 'lettra' } as const;

/** The one preconfigured client: same-origin cookie session, JSON in and out, typed errors. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
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
    throw new ApiError(0, { code: 'NetworkError', message: 'Connexion au serveur impossible. Vérifiez votre connexion.' });
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, data as ConstructorParameters<typeof ApiError>[1]);
  return data as T;
}
