// Test-only: single answers of the api, each typed by its contract and checked when built, for tests
// that hand `fetch` its answers in order (streams, sequences of saves) rather than by route.
import {
  apiErrorBodySchema,
  generationDeltaSchema,
  generationDoneSchema,
  generationErrorEventSchema,
  generationMetaSchema,
  generationRewriteSchema,
  type ApiErrorBody,
} from '@lettra/contracts';
import type { ResponseContract } from '../api/response-contract.ts';
import { API_ROUTES, type ApiRoute } from './api-routes.ts';

export type AnswerOf<R extends ApiRoute> = (typeof API_ROUTES)[R] extends ResponseContract<infer T> ? T : never;

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Why `value` breaks `contract` (zod's issues), or null when it keeps it. */
export function contractBreach(contract: ResponseContract<unknown> | null, value: unknown): string | null {
  const checked = contract?.safeParse(value);
  return checked && !checked.success ? JSON.stringify(checked.error.issues) : null;
}

function kept<T>(what: string, contract: ResponseContract<unknown>, value: T): T {
  const breach = contractBreach(contract, value);
  if (breach) throw new Error(`${what} hors contrat : ${breach}`);
  return value;
}

/** A 200 of `route`, its body checked against the route's contract. */
export function apiAnswer<R extends ApiRoute>(route: R, body: AnswerOf<R>): Response {
  kept(route, API_ROUTES[route] as ResponseContract<unknown>, body);
  return new Response(JSON.stringify(body), { status: 200, headers: JSON_HEADERS });
}

/** A refusal of the api, its body checked against the api's error contract. */
export function refusalAnswer(status: number, body: ApiErrorBody): Response {
  kept('refus', apiErrorBodySchema, body);
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** A JSON answer sent unchecked: how a test proves the client refuses a body outside its contract. */
export function offContractAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

const GENERATION_EVENT_CONTRACTS = {
  meta: generationMetaSchema,
  delta: generationDeltaSchema,
  rewrite: generationRewriteSchema,
  done: generationDoneSchema,
  error: generationErrorEventSchema,
} as const;
type GenerationEventData<E extends keyof typeof GENERATION_EVENT_CONTRACTS> =
  (typeof GENERATION_EVENT_CONTRACTS)[E] extends ResponseContract<infer T> ? T : never;

/** One Server-Sent Event of a generation or a refinement, as the api writes it, its data checked. */
export function streamEvent<E extends keyof typeof GENERATION_EVENT_CONTRACTS>(event: E, data: GenerationEventData<E>): string {
  kept(`l’événement ${event}`, GENERATION_EVENT_CONTRACTS[event], data);
  return offContractEvent(event, data);
}

/** An event written unchecked: one the client does not know, or one that breaks its contract on purpose. */
export function offContractEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
