import type { ReactElement, ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { buttonClasses } from '../lib/button-classes.ts';
import { modalPanelClasses, overlayClasses } from '../lib/overlay-classes.ts';
import { fr } from '../strings/fr.ts';

export type ConfirmDialogProps = {
  title: ReactNode;
  /** E.g. fr.common.irreversible: 'Cette action est irréversible.' */
  description: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions and cancellations. */
  destructive?: boolean;
  /** Element that opens the dialog (rendered with `asChild`, so pass a `<Button>`). Omit when controlled. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Asks before an action (alertdialog role): focus starts on the cancel button, Escape cancels, a click outside
 * does nothing. Both buttons close the dialog.
 */
export function ConfirmDialog({
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel = fr.common.confirm,
  cancelLabel = fr.common.cancel,
  destructive = false,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          className={cn(modalPanelClasses, 'max-w-md')}
          onEscapeKeyDown={() => onCancel?.()}
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="text-lg font-semibold tracking-tight text-ink-900">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-ink-600">{description}</AlertDialog.Description>
          </div>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ variant: destructive ? 'destructive' : 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
