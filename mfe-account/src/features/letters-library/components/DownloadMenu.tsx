import { Download } from 'lucide-react';
import { LETTER_LAYOUTS } from '@lettra/letter-engine';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { type ExportFormat } from '@lettra/letter-ui/letter-actions';
import { LetterDownloadDialog } from '@lettra/letter-ui/letter-download-dialog';

const LAYOUTS = Object.values(LETTER_LAYOUTS);

/**
 * 'Télécharger': the layout (docs/exports.md) and the two formats. A locked letter's button is disabled, as in
 * the generator's result: its downloads would all be refused, and the note under the letter says why.
 */
export function DownloadMenu({ locked, onDownload }: { locked: boolean; onDownload: (format: ExportFormat, layout: string) => void }) {
  const button = (
    <Button variant="outline" size="sm" disabled={locked}>
      <Download aria-hidden="true" />
      {fr.common.download}
    </Button>
  );
  if (locked) return button;
  return <LetterDownloadDialog layouts={LAYOUTS} onDownload={onDownload} trigger={button} />;
}
