import { Trash2 } from 'lucide-react';
import { SAVE_RESUME_CONSENT_LABEL } from '@lettra/contracts';
import { Button, LoadingState, formatFrenchDate } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { ConfirmDialog } from '@lettra/shared-ui/confirm-dialog';
import { useSavedResume } from '../hooks/useSavedResume.ts';

/** The section's name, in the settings' navigation too. */
export const SAVED_RESUME_SECTION_TITLE = 'Mon CV';

const TEXTS = {
  savedOn: (date: string) => `Enregistré le ${date}`,
  textLabel: 'Texte du CV enregistré',
  none: `Aucun CV enregistré. Cochez « ${SAVE_RESUME_CONSENT_LABEL} » à la première étape du générateur pour le retrouver ici.`,
  failed: 'Votre CV enregistré n’a pas pu être chargé.',
  delete: 'Supprimer mon CV',
  confirmTitle: 'Supprimer votre CV enregistré ?',
  confirmText: `Il ne sera plus proposé à la première étape du générateur. ${fr.common.irreversible}`,
} as const;

/** The CV kept for the next letters (docs/product.md 'Saved CV'): what is stored, since when, and its deletion. */
export function SavedResumeSection() {
  const { state, deleting, remove } = useSavedResume();
  if (state.status === 'loading') return <LoadingState className="ac:min-h-16" />;
  if (state.status === 'failed') return <p className="ac:text-sm ac:text-ink-600">{TEXTS.failed}</p>;
  if (!state.resume) return <p className="ac:text-sm ac:text-ink-600">{TEXTS.none}</p>;
  return (
    <div className="ac:flex ac:flex-col ac:gap-3">
      <p className="ac:text-sm ac:text-ink-600">{TEXTS.savedOn(formatFrenchDate(state.resume.savedAt))}</p>
      {/* Shown as text, never as HTML; focusable so that a keyboard can scroll a long CV. */}
      <div
        role="region"
        aria-label={TEXTS.textLabel}
        tabIndex={0}
        className="ac:max-h-64 ac:overflow-y-auto ac:whitespace-pre-wrap ac:break-words ac:rounded-control ac:border ac:border-ink-200 ac:bg-ink-50 ac:p-3 ac:text-sm ac:text-ink-800"
      >
        {state.resume.content}
      </div>
      <ConfirmDialog
        title={TEXTS.confirmTitle}
        description={TEXTS.confirmText}
        confirmLabel={fr.common.delete}
        destructive
        onConfirm={() => void remove()}
        trigger={
          <Button variant="outline" size="sm" loading={deleting} className="ac:self-start ac:text-danger-700">
            <Trash2 aria-hidden="true" />
            {TEXTS.delete}
          </Button>
        }
      />
    </div>
  );
}
