import { fr } from '../strings/fr.ts';

/** Thrown by the API client for any non-2xx answer; `message` is already French, show it as is. */
export class ApiError extends Error {
  override name = 'ApiError' as const;
  readonly status: number;
  readonly code: string;
  readonly title: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: { code?: string; message?: string; title?: string; fields?: Record<string, string> }) {
    super(body.message ?? fr.common.genericError);
    this.status = status;
    this.code = body.code ?? 'UnknownError';
    this.title = body.title;
    this.fields = body.fields;
  }
}
