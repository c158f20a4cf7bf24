import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { FileText, FileType } from 'lucide-react';
import type { ExportFormat } from '../api/letter-export.ts';
import { focusWhenEnabled } from '../lib/focus-when-enabled.ts';
import { Button } from '@lettra/shared-ui';
import { DialogClose, DialogContent, DialogFooter, DialogRoot, DialogTrigger } from '@lettra/shared-ui/dialog';
import { fr } from '@lettra/shared-ui/strings';
import { LayoutMiniature, type LayoutDescription } from './LayoutMiniature.tsx';

export type { LayoutDescription } from './LayoutMiniature.tsx';

interface LetterDownloadDialogProps {
  /** The button that opens the dialog ('Télécharger'). */
  trigger: ReactElement;
  /** The layouts to choose from, the first chosen at first (letter-engine's LETTER_LAYOUTS). */
  layouts: readonly LayoutDescription[];
  onDownload: (format: ExportFormat, layout: string) => void;
}

/**
 * 'Télécharger': the choice of a layout (a radio group, each with its miniature, and a larger
 * preview of the one chosen), then the Word and PDF buttons, which close the dialog and download.
 */
export function LetterDownloadDialog({ trigger, layouts, onDownload }: LetterDownloadDialogProps) {
  const [chosen, setChosen] = useState(layouts[0]?.id ?? '');
  const name = useId();
  const layout = layouts.find((candidate) => candidate.id === chosen) ?? layouts[0];
  const texts = fr.preview;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const stopFocusing = useRef(() => {});
  useEffect(() => () => stopFocusing.current(), []);
  // Radix gives focus back to the trigger, but a format's download has just made it busy and disabled:
  // it is focused once the download ends instead of focus falling to <body>.
  const returnFocus = (event: Event) => {
    const button = triggerRef.current;
    if (!button) return;
    event.preventDefault();
    stopFocusing.current();
    stopFocusing.current = focusWhenEnabled(button);
  };
  return (
    <DialogRoot>
      <DialogTrigger asChild ref={triggerRef}>
        {trigger}
      </DialogTrigger>
      <DialogContent title={texts.downloadTitle} size="lg" onCloseAutoFocus={returnFocus}>
        <div className="flex flex-col gap-5 sm:flex-row">
          <fieldset className="flex min-w-0 flex-1 flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink-900">{texts.layoutLegend}</legend>
            {layouts.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 p-3 transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={option.id === chosen}
                  onChange={() => setChosen(option.id)}
                  aria-labelledby={`${name}-${option.id}-label`}
                  aria-describedby={`${name}-${option.id}-hint`}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <LayoutMiniature layout={option} widthPx={44} />
                <span className="flex min-w-0 flex-col">
                  <span id={`${name}-${option.id}-label`} className="text-sm font-medium text-ink-900">
                    {option.label}
                  </span>
                  <span id={`${name}-${option.id}-hint`} className="text-xs text-ink-600">
                    {option.hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {layout && (
            // Each choice has its own miniature: on a phone the larger preview would push the formats below the fold.
            <figure className="hidden flex-col items-center gap-2 sm:flex">
              <LayoutMiniature layout={layout} widthPx={170} />
              <figcaption className="text-xs text-ink-600">{texts.layoutPreview(layout.label)}</figcaption>
            </figure>
          )}
        </div>
        {/* Pinned to the panel's bottom while the layouts scroll: both formats always in view. */}
        <DialogFooter className="sticky bottom-0 bg-white pt-2">
          <DialogClose asChild>
            <Button variant="outline" onClick={() => onDownload('docx', chosen)}>
              <FileText aria-hidden="true" />
              {texts.formatWord}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => onDownload('pdf', chosen)}>
              <FileType aria-hidden="true" />
              {texts.formatPdf}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
