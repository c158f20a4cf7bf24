import { apiRequest } from '@lettra/shared-ui';

/** DELETE /letters/:id (204). */
export function deleteLetter(id: string) {
  return apiRequest<void>(`/letters/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
