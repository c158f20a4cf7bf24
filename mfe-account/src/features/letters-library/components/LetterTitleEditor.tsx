import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { letterTitleSchema } from '@lettra/contracts';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { libraryTexts } from '../content/library-texts.ts';

type LetterTitleEditorProps = {
  initialTitle: string;
  /** Resolves true when saved; the field then closes (the parent stops rendering it). */
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
};

/** 'Renommer' in place of the title: checked as the api checks it, Escape or 'Annuler' to leave it unchanged. */
export function LetterTitleEditor({ initialTitle, onSave, onCancel }: LetterTitleEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(initialTitle);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = letterTitleSchema.safeParse(draft);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? fr.common.genericError);
    setSaving(true);
    if (!(await onSave(checked.data))) setSaving(false);
  }

  const leaveOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <form onSubmit={submit} noValidate className="ac:flex ac:flex-col ac:gap-2 ac:sm:flex-row ac:sm:items-start">
      <Field label={libraryTexts.titleLabel} error={error} id={id} className="ac:min-w-0 ac:flex-1">
        <Input
          value={draft}
          autoFocus
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={leaveOnEscape}
        />
      </Field>
      <div className="ac:flex ac:gap-2 ac:sm:mt-6">
        <Button type="submit" size="sm" loading={saving}>
          {fr.common.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          {fr.common.cancel}
        </Button>
      </div>
    </form>
  );
}
