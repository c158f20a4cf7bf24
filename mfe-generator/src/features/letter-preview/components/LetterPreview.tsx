import { useState, type ReactNode } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { Copy, Download, Lock, Pencil } from 'lucide-react';
import { LETTER_LAYOUTS } from '@lettra/letter-engine';
import { ApiError, Button, Card, CardContent, CardHeader, CardTitle, toastError, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { generatorToasts } from '../../../content/toast-texts.ts';
import { downloadLetterExport, type ExportFormat } from '@lettra/letter-ui/letter-actions';
import { LetterDownloadDialog } from '@lettra/letter-ui/letter-download-dialog';
import { previewTexts } from '../content/preview-texts.ts';
import { LetterText } from './LetterText.tsx';

interface LetterPreviewProps {
  content: string;
  /** Preview mode and not premium (docs/product.md §4): fade at the bottom, no copy, no download. */
  locked: boolean;
  /** The letter is still being written: copy and download wait for the saved letter. */
  writing: boolean;
  /** The saved letter, for the exports; null until the api saved it. */
  letterId: string | null;
  /** Given when editing is available (premium): shows 'Modifier'. */
  onEdit?: () => void;
  /** Where 'Débloquez l'accès complet' leads; null for premium users, who do not see it. */
  unlockTarget: '/checkout' | '/signup' | null;
  /** What follows each paragraph of the letter ('Réécrire ce paragraphe'). */
  paragraphAction?: (index: number) => ReactNode;
  /** Below the header's buttons: the refinements of the letter. */
  toolbar?: ReactNode;
}

const DOWNLOADED: Record<ExportFormat, { title: string; description: string }> = {
  docx: generatorToasts.downloadedWord,
  pdf: generatorToasts.downloadedPdf,
};

const LAYOUTS = Object.values(LETTER_LAYOUTS);

/** The letter preview panel of docs/product.md §2, with copy and the api's Word and PDF exports in a layout of docs/exports.md. */
export function LetterPreview({ content, locked, writing, letterId, onEdit, unlockTarget, paragraphAction, toolbar }: LetterPreviewProps) {
  const [downloading, setDownloading] = useState(false);

  const copy = async () => {
    if (locked) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
    try {
      await navigator.clipboard.writeText(content);
      toastSuccess(generatorToasts.copied.title, generatorToasts.copied.description);
    } catch {
      toastError(previewTexts.copyFailed.title, previewTexts.copyFailed.description);
    }
  };

  const download = async (format: ExportFormat, layout: string) => {
    if (locked) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
    if (!letterId) return;
    setDownloading(true);
    try {
      await downloadLetterExport(letterId, format, layout);
      toastSuccess(DOWNLOADED[format].title, DOWNLOADED[format].description);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      toastError(apiError?.title ?? previewTexts.downloadFailed, apiError?.message ?? fr.common.genericError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        {/* Own wrapper rather than classes on CardHeader: without tailwind-merge, a prefixed class
            cannot reliably override the component's own (shared-ui cn.ts). */}
        <div className="gn:flex gn:flex-col gn:gap-4 gn:sm:flex-row gn:sm:flex-wrap gn:sm:items-center gn:sm:justify-between">
          <CardTitle as="h3">{fr.preview.title}</CardTitle>
          <div className="gn:flex gn:flex-wrap gn:gap-2">
            {onEdit && (
              <Button variant="outline" size="sm" onClick={onEdit} disabled={writing}>
                <Pencil aria-hidden="true" />
                {fr.common.edit}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => void copy()} disabled={writing}>
              {locked ? <Lock aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {fr.common.copy}
            </Button>
            <LetterDownloadDialog
              layouts={LAYOUTS}
              onDownload={(format, layout) => void download(format, layout)}
              trigger={
                <Button variant="outline" size="sm" disabled={locked || writing || !letterId} loading={downloading}>
                  {!downloading && <Download aria-hidden="true" />}
                  {fr.common.download}
                </Button>
              }
            />
            {unlockTarget && (
              <Button asChild variant="premium" size="sm">
                <Link to={unlockTarget}>{fr.preview.unlock}</Link>
              </Button>
            )}
          </div>
        </div>
        {toolbar}
      </CardHeader>
      <CardContent>
        <article
          aria-label={previewTexts.letterLabel}
          aria-busy={writing || undefined}
          className="gn:relative gn:rounded-control gn:border gn:border-ink-200 gn:bg-white gn:p-5 gn:sm:p-8"
        >
          <LetterText content={content} writing={writing} paragraphAction={paragraphAction} />
          {locked && (
            <div
              aria-hidden="true"
              className="gn:pointer-events-none gn:absolute gn:inset-x-0 gn:bottom-0 gn:h-40 gn:rounded-b-control gn:bg-linear-to-b gn:from-white/0 gn:via-white/85 gn:to-white"
            />
          )}
        </article>
        {locked && (
          <p className="gn:mt-3 gn:flex gn:items-center gn:justify-center gn:gap-2 gn:text-sm gn:font-medium gn:text-ink-700">
            <Lock aria-hidden="true" className="gn:size-4" />
            {fr.preview.lockedNote}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
