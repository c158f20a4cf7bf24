import { apiErrorBodyCheck, type ApiErrorBody } from '@lettra/contracts';
import { fr } from '../strings/fr.ts';

/** Thrown by the API client for any non-2xx answer; `message` is already French, show it as is. */
export class ApiError extends Error {
  override name = 'ApiError' as const;
  readonly status: number;
  readonly code: string;
  readonly title: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? fr.common.genericError);
    this.status = status;
    this.code = body.code ?? 'UnknownError';
    this.title = body.title;
    this.fields = body.fields;
  }
}

/**
 * The ApiError of a refusal, read through the api's error contract: a body that is not one (a proxy's
 * HTML page, an empty answer) still gives the status with the generic French message. Read on every
 * page: the check generated from `apiErrorBodySchema`, without zod's runtime.
 */
export async function refusalError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorBodyCheck.safeParse(body);
  return new ApiError(response.status, parsed.success ? parsed.data : {});
}
