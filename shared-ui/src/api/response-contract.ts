import { fr } from '../strings/fr.ts';
import { ApiError } from './api-error.ts';

/**
 * What the client needs of a schema from @lettra/contracts: zod's `safeParse`, classic or zod/mini.
 * Typed by shape so that shared-ui brings no zod of its own to the pages.
 */
export interface ResponseContract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * The answer as its contract describes it, or an ApiError 'Réponse inattendue du serveur…' when the
 * server sent something else; the contract's complaint goes to the console for whoever investigates.
 */
export function readAnswer<T>(contract: ResponseContract<T>, value: unknown, status = 200): T {
  const parsed = contract.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error('[lettra] réponse hors contrat', parsed.error.issues);
  throw new ApiError(status, { code: 'UnexpectedResponseError', message: fr.common.unexpectedResponse });
}

/** The JSON of a successful answer, read through its contract (a body that is no JSON is unexpected too). */
export async function readJsonAnswer<T>(response: Response, contract: ResponseContract<T>): Promise<T> {
  const json: unknown = await response.json().catch(() => undefined);
  return readAnswer(contract, json, response.status);
}
