import { useId, useState, type FormEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { ApiError, Button, Card, CardContent, CardHeader, CardTitle, toastError, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Label, Textarea } from '@lettra/shared-ui/form-fields';
import type { LetterView } from '@lettra/contracts';
import { saveLetterContent } from '../../../lib/save-letter-content.ts';
import { editorTexts } from '../content/editor-texts.ts';

interface LetterEditorProps {
  /** The saved letter being edited: its id and the edit counter the api checks. */
  letter: Pick<LetterView, 'id' | 'version'>;
  initialContent: string;
  onSaved(letter: LetterView): void;
  onCancel(): void;
}

/**
 * The letter edit panel of docs/product.md §2. Saving goes to the api; an empty letter is refused (docs/product.md §5).
 * On a conflict (someone saved the letter elsewhere) the message shows and the user's text stays
 * in the editor: nothing typed is ever lost.
 */
export function LetterEditor({ letter, initialContent, onSaved, onCancel }: LetterEditorProps) {
  const textareaId = useId();
  const errorId = useId();
  const [text, setText] = useState(initialContent);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      toastError(fr.toasts.emptyLetter.title, fr.toasts.emptyLetter.description);
      setError(fr.toasts.emptyLetter.description);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await saveLetterContent(letter, text);
      toastSuccess(fr.toasts.letterSaved.title, fr.toasts.letterSaved.description);
      onSaved(saved);
    } catch (cause) {
      const apiError = cause instanceof ApiError ? cause : null;
      const message = apiError?.message ?? fr.common.genericError;
      if (apiError?.status === 409 || apiError?.code === 'LetterConflictError') setError(message);
      else toastError(apiError?.title ?? editorTexts.saveFailed, message);
    } finally {
      setSaving(false);
    }
  };

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
            value={text}
            placeholder={fr.editor.placeholder}
            onChange={(event) => setText(event.target.value)}
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
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              {fr.common.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? editorTexts.saving : fr.common.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
