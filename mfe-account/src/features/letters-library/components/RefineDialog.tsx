import type { FormEvent } from 'react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Textarea } from '@lettra/shared-ui/form-fields';
import { DialogClose, DialogContent, DialogFooter, DialogRoot } from '@lettra/shared-ui/dialog';
import { refineTexts } from '../content/refine-texts.ts';
import type { LetterRefinement } from '../hooks/useLetterRefinement.ts';

/** Asks for the CV and the posting a refinement (a keyword's sentence, the sentences' sources) needs; its button names what was asked for. */
export function RefineDialog({ refinement }: { refinement: LetterRefinement }) {
  const { asked, texts, errors } = refinement;
  const action =
    asked === null ? refineTexts.groupLabel : asked.kind === 'keyword' ? refineTexts.addKeyword : asked.kind === 'explain' ? refineTexts.explain : refineTexts.actions[asked.kind];
  const description = asked?.kind === 'explain' ? refineTexts.explainDescription : refineTexts.dialogDescription;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refinement.submit();
  };
  return (
    <DialogRoot open={asked !== null} onOpenChange={(open) => !open && refinement.close()}>
      <DialogContent title={action} description={description}>
        <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-4">
          <Field label={refineTexts.resumeLabel} error={errors.resume}>
            <Textarea rows={6} value={texts.resume} onChange={(event) => refinement.change({ resume: event.target.value })} />
          </Field>
          <Field label={refineTexts.postingLabel} error={errors.jobPosting}>
            <Textarea rows={6} value={texts.jobPosting} onChange={(event) => refinement.change({ jobPosting: event.target.value })} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{fr.common.cancel}</Button>
            </DialogClose>
            <Button type="submit">{action}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
