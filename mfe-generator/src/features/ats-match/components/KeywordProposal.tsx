import { ConfirmDialog } from '@lettra/shared-ui/confirm-dialog';
import { atsTexts } from '../content/ats-texts.ts';

interface KeywordProposalProps {
  /** The proposed sentence; null when no proposal is open. */
  sentence: string | null;
  onAccept(): void;
  onCancel(): void;
}

/** The sentence proposed for a missing keyword, shown before anything changes: 'Accepter' or 'Annuler'. */
export function KeywordProposal({ sentence, onAccept, onCancel }: KeywordProposalProps) {
  return (
    <ConfirmDialog
      open={sentence !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={atsTexts.proposalTitle}
      description={
        <>
          {atsTexts.proposalIntro}
          <q className="gn:mt-2 gn:block gn:font-serif gn:text-ink-900">{sentence}</q>
        </>
      }
      confirmLabel={atsTexts.accept}
      cancelLabel={atsTexts.cancel}
      onConfirm={onAccept}
      onCancel={onCancel}
    />
  );
}
