import { useId, useRef, useState, type ChangeEvent } from 'react';
import { CircleAlert, CircleCheck, FileUp } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { ConfirmDialog } from '@lettra/shared-ui/confirm-dialog';
import { importTexts } from '../content/import-texts.ts';
import { CvImportError } from '../model/cv-import-error.ts';
import { CV_FILE_ACCEPT } from '../model/cv-file-kind.ts';
import { readCvFile } from '../model/read-cv-file.ts';

interface CvImportButtonProps {
  /** Receives the file's text, which replaces the CV textarea's content. */
  onImported(text: string): void;
  /** The CV field already holds text: the file's text then replaces it only once the user agrees. */
  fieldFilled: boolean;
}

type ReadFile = { text: string; fileName: string };

type ImportState = { status: 'idle' } | { status: 'reading' } | { status: 'done'; fileName: string } | { status: 'failed'; message: string };

/**
 * 'Importer mon CV': a button over a hidden file input (PDF, DOCX, TXT, 5 MB). The result — or a
 * French error, e.g. for a scanned PDF — is shown beside it and announced. A CV already typed or
 * pasted is replaced only after a confirmation, asked once the file has been read, so that an
 * unreadable file never asks for nothing.
 */
export function CvImportButton({ onImported, fieldFilled }: CvImportButtonProps) {
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [pending, setPending] = useState<ReadFile | null>(null);

  const apply = ({ text, fileName }: ReadFile) => {
    onImported(text);
    setState({ status: 'done', fileName });
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again, after fixing it, fires a change.
    event.target.value = '';
    if (!file) return;
    setState({ status: 'reading' });
    try {
      const read = { text: await readCvFile(file), fileName: file.name };
      if (fieldFilled) {
        setPending(read);
        setState({ status: 'idle' });
      } else {
        apply(read);
      }
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof CvImportError ? error.message : importTexts.unreadable,
      });
    }
  };

  return (
    <div className="gn:flex gn:flex-col gn:gap-2 gn:sm:flex-row gn:sm:items-center gn:sm:gap-3">
      <label htmlFor={inputId} className="gn:sr-only">
        {importTexts.inputLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={CV_FILE_ACCEPT}
        className="gn:sr-only"
        tabIndex={-1}
        aria-describedby={statusId}
        onChange={pick}
      />
      <Button
        variant="outline"
        loading={state.status === 'reading'}
        onClick={() => input.current?.click()}
        aria-describedby={statusId}
        className="gn:self-start"
      >
        {state.status !== 'reading' && <FileUp aria-hidden="true" />}
        {state.status === 'reading' ? importTexts.reading : importTexts.button}
      </Button>
      <div id={statusId} role="status" className="gn:text-sm">
        {state.status === 'idle' && <span className="gn:text-ink-600">{importTexts.formats}</span>}
        {state.status === 'done' && (
          <span className="gn:inline-flex gn:items-start gn:gap-1.5 gn:text-success-700">
            <CircleCheck aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
            {importTexts.imported(state.fileName)}
          </span>
        )}
        {state.status === 'failed' && (
          <span className="gn:inline-flex gn:items-start gn:gap-1.5 gn:font-medium gn:text-danger-700">
            <CircleAlert aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
            {state.message}
          </span>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={importTexts.replaceTitle}
        description={importTexts.replaceBody}
        confirmLabel={importTexts.replaceConfirm}
        cancelLabel={importTexts.replaceCancel}
        onConfirm={() => {
          if (pending) apply(pending);
        }}
      />
    </div>
  );
}
