import { ConfirmDialog } from '@lettra/shared-ui/confirm-dialog';
import { refineTexts } from '../content/refine-texts.ts';
import type { LetterRefinement } from '../hooks/useLetterRefinement.ts';

/** The sentence proposed for a missing keyword, shown before anything changes: 'Accepter' or 'Annuler'. */
export function KeywordProposal({ refinement }: { refinement: LetterRefinement }) {
  const { proposal } = refinement;
  return (
    <ConfirmDialog
      open={proposal !== null}
      onOpenChange={(open) => !open && refinement.dismiss()}
      title={refineTexts.addKeyword}
      description={
        <>
          {refineTexts.proposalIntro}
          <q className="ac:mt-2 ac:block ac:font-serif ac:text-ink-900">{proposal?.sentence}</q>
        </>
      }
      confirmLabel={refineTexts.accept}
      cancelLabel={refineTexts.cancel}
      onConfirm={refinement.accept}
      onCancel={refinement.dismiss}
    />
  );
}
