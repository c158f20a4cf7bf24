import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { ApiError, Button, Card, CardContent, CardHeader, CardTitle, toastError, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Label, Textarea } from '@lettra/shared-ui/form-fields';
import type { LetterView } from '@lettra/contracts';
import { saveLetterContent } from '../../../lib/save-letter-content.ts';
import { editorTexts } from '../content/editor-texts.ts';
import { letterEditFormSchema, type LetterEditFields } from '../model/letter-edit-form.ts';

interface LetterEditorProps {
  /** The saved letter being edited: its id and the edit counter the api checks. */
  letter: Pick<LetterView, 'id' | 'version'>;
  initialContent: string;
  onSaved(letter: LetterView): void;
  onCancel(): void;
}

/**
 * The letter edit panel of docs/product.md §2, on react-hook-form with the api's rule for a letter's text
 * (letterEditFormSchema). Saving goes to the api; an empty letter is refused (docs/product.md §5) with
 * the error under the text, focused. On a conflict (someone saved the letter elsewhere) the message
 * shows there and the user's text stays in the editor: nothing typed is ever lost.
 */
export function LetterEditor({ letter, initialContent, onSaved, onCancel }: LetterEditorProps) {
  const textareaId = useId();
  const errorId = useId();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<LetterEditFields>({
    resolver: zodResolver(letterEditFormSchema),
    defaultValues: { content: initialContent },
    reValidateMode: 'onSubmit',
  });
  const error = formState.errors.content?.message;

  const save = handleSubmit(
    async ({ content }) => {
      try {
        const saved = await saveLetterContent(letter, content);
        toastSuccess(fr.toasts.letterSaved.title, fr.toasts.letterSaved.description);
        onSaved(saved);
      } catch (cause) {
        const apiError = cause instanceof ApiError ? cause : null;
        const message = apiError?.message ?? fr.common.genericError;
        if (apiError?.status === 409 || apiError?.code === 'LetterConflictError') setError('content', { type: 'server', message });
        else toastError(apiError?.title ?? editorTexts.saveFailed, message);
      }
    },
    ({ content }) => {
      const message = content?.message ?? fr.toasts.emptyLetter.description;
      toastError(message === fr.toasts.emptyLetter.description ? fr.toasts.emptyLetter.title : editorTexts.saveFailed, message);
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{fr.editor.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void save(event)} className="gn:flex gn:flex-col gn:gap-4">
          <Label htmlFor={textareaId} className="gn:sr-only">
            {editorTexts.textareaLabel}
          </Label>
          <Textarea
            id={textareaId}
            rows={18}
            placeholder={fr.editor.placeholder}
            {...register('content', { onChange: () => clearErrors('content') })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="gn:font-serif"
          />
          {error && (
            <p id={errorId} role="alert" className="gn:flex gn:items-start gn:gap-1.5 gn:text-sm gn:font-medium gn:text-danger-700">
              <CircleAlert aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
              {error}
            </p>
          )}
          <div className="gn:flex gn:flex-col-reverse gn:gap-3 gn:sm:flex-row gn:sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
              {fr.common.cancel}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {formState.isSubmitting ? editorTexts.saving : fr.common.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
