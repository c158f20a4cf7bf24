import { downloadFile } from '@lettra/letter-ui/letter-actions';

/** GET /api/me/export: everything kept about the user, as a JSON file (RGPD, docs/decisions.md). */
export function exportAccount() {
  return downloadFile('/me/export', 'lettra-mes-donnees.json');
}
