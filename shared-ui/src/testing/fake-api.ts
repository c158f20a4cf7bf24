// Test-only (`@lettra/shared-ui/testing`): the api as front-end tests fake it. Each route answers
// what its contract describes (typed, and checked when sent), so a fake cannot drift from the api
// that the client reads through the same contracts.
import { onTestFinished, vi } from 'vitest';
import { apiErrorBodySchema, type ApiErrorBody } from '@lettra/contracts';
import type { ResponseContract } from '../api/response-contract.ts';
import { contractBreach, type AnswerOf } from './api-answers.ts';
import { API_ROUTES, type ApiRoute } from './api-routes.ts';

export interface FakeRequest {
  method: string;
  url: URL;
  /** The route's `:name` parts, decoded. */
  params: Record<string, string>;
  body: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer that is not the route's contract: a refusal, a file, or a broken body on purpose. */
class OtherAnswer {
  constructor(
    readonly status: number,
    readonly body: string | null,
    readonly headers: Record<string, string>,
    /** Checked against the api's error contract when sent. */
    readonly refusal: boolean,
  ) {}
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The api refuses: `status` with its error body (checked against `apiErrorBodySchema`). */
export function refusal(status: number, body: ApiErrorBody): OtherAnswer {
  return new OtherAnswer(status, JSON.stringify(body), JSON_HEADERS, true);
}

/** A file download (exports), as the api sends it. */
export function fileAnswer(content: string, headers: Record<string, string>): OtherAnswer {
  return new OtherAnswer(200, content, headers, false);
}

/** A stream of Server-Sent Events (generation, refinement), each built with `streamEvent`. */
export function eventStream(...events: string[]): OtherAnswer {
  return new OtherAnswer(200, events.join(''), { 'Content-Type': 'text/event-stream' }, false);
}

/** A 200 whose body breaks the route's contract, sent unchecked: how a test proves the client refuses it. */
export function offContract(body: unknown): OtherAnswer {
  return new OtherAnswer(200, JSON.stringify(body), JSON_HEADERS, false);
}

type Answer<R extends ApiRoute> = AnswerOf<R> | OtherAnswer;

export type RouteHandler<R extends ApiRoute> = (request: FakeRequest) => Answer<R> | Promise<Answer<R>>;
export type FakeRoutes = { [R in ApiRoute]?: RouteHandler<R> };

/** 'GET /letters/:id/export.:format' → a pattern over `/api/…` capturing each `:name`. */
function routePattern(path: string): RegExp {
  const escaped = path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^/api${escaped}$`);
}

/**
 * Replaces `fetch` with the api's routes given here: each answers a body its contract accepts (or a
 * `refusal`, `fileAnswer`, `offContract`); a route not given answers 404 like the real api. Every
 * call is recorded. A body that breaks its contract is still sent, as a faulty api would send it,
 * and fails the test once it ends, naming the route.
 */
export function fakeApi(routes: FakeRoutes) {
  const calls: RecordedCall[] = [];
  const broken: string[] = [];
  // Routes without parameters first: '/letters/quota' is not the letter 'quota'.
  const table = (Object.keys(routes) as ApiRoute[])
    .map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { route, method, pattern: routePattern(path), parameters: path.split(':').length };
    })
    .sort((a, b) => a.parameters - b.parameters);

  const send = async (route: ApiRoute, request: FakeRequest): Promise<Response> => {
    const handler = routes[route] as RouteHandler<ApiRoute>;
    const answer = await handler(request);
    if (answer instanceof OtherAnswer) {
      const breach = answer.refusal ? contractBreach(apiErrorBodySchema, JSON.parse(answer.body ?? 'null')) : null;
      if (breach) broken.push(`${route} (refus) : ${breach}`);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }
    const breach = contractBreach(API_ROUTES[route] as ResponseContract<unknown> | null, answer);
    if (breach) broken.push(`${route} : ${breach}`);
    return new Response(JSON.stringify(answer), { status: 200, headers: JSON_HEADERS });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    for (const { route, method: routeMethod, pattern } of table) {
      const match = pattern.exec(url.pathname);
      if (routeMethod !== method || !match) continue;
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
      return send(route, { method, url, params, body });
    }
    return new Response(JSON.stringify({ code: 'RouteNotFoundError', message: 'Cette adresse de l’API n’existe pas.' }), {
      status: 404,
      headers: JSON_HEADERS,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    if (broken.length) throw new Error(`La fausse api a répondu hors contrat :\n${broken.join('\n')}`);
  });
  return { calls, fetchMock };
}
