import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { exportAccount } from '../api/export-account.ts';

/** RGPD access and portability (docs/decisions.md): everything Lettra keeps about the user, as a JSON file. */
export function DataExportButton() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await exportAccount();
      toastSuccess(accountToasts.downloadStarted.title);
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ac:flex ac:flex-col ac:gap-2">
      <h3 className="ac:text-base ac:font-semibold ac:text-ink-900">Mes données</h3>
      <p className="ac:text-sm ac:text-ink-600">Téléchargez votre profil, vos préférences et toutes vos lettres (JSON).</p>
      <Button variant="outline" loading={busy} onClick={() => void download()} className="ac:self-start">
        <Download aria-hidden="true" />
        Exporter mes données
      </Button>
    </div>
  );
}
