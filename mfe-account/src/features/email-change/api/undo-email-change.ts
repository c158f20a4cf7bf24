import { messageResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** POST /me/email/undo: the link sent to the old address puts it back and signs the account out everywhere. */
export function undoEmailChange(token: string) {
  return apiRequest('/me/email/undo', messageResponseSchema, { method: 'POST', body: { token } });
}
