import { Download } from 'lucide-react';
import { LETTER_LAYOUTS } from '@lettra/letter-engine';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { type ExportFormat } from '@lettra/shared-ui/letter-actions';
import { LetterDownloadDialog } from '@lettra/shared-ui/letter-download-dialog';

const LAYOUTS = Object.values(LETTER_LAYOUTS);

/**
 * 'Télécharger': the layout (docs/exports.md) and the two formats. A locked letter gets a plain button instead,
 * whose click is refused with the 'Fonctionnalité premium' toast (docs/product.md §6) rather than a dialog whose
 * downloads would all be refused; the format and layout it passes do not matter, the refusal comes before any request.
 */
export function DownloadMenu({ locked, onDownload }: { locked: boolean; onDownload: (format: ExportFormat, layout: string) => void }) {
  const label = (
    <>
      <Download aria-hidden="true" />
      {fr.common.download}
    </>
  );
  if (locked) {
    return (
      <Button variant="outline" size="sm" onClick={() => onDownload('pdf', LETTER_LAYOUTS.classique.id)}>
        {label}
      </Button>
    );
  }
  return (
    <LetterDownloadDialog
      layouts={LAYOUTS}
      onDownload={onDownload}
      trigger={
        <Button variant="outline" size="sm">
          {label}
        </Button>
      }
    />
  );
}
