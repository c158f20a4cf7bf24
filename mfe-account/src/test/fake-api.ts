interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: { body: unknown; url: URL; match: RegExpExecArray }) => Answer | Promise<Answer>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with a tiny api: routes are 'METHOD /path-regex' keys, unknown routes answer 404 like
 * the real api, and every call is recorded so a test can assert what was sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern: new RegExp(`^/api${pattern}$`), handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    for (const route of table) {
      const match = route.pattern.exec(url.pathname);
      if (route.method === method && match) {
        return jsonResponse(await route.handler({ body, url, match }));
      }
    }
    return jsonResponse({ status: 404, body: { code: 'RouteNotFoundError', message: 'Cette adresse de l’API n’existe pas.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function jsonResponse({ status, body, headers }: Answer): Response {
  if (status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
