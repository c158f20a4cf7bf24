import { useId, useState, type FormEvent } from 'react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Textarea } from '@lettra/shared-ui/form-fields';

type LetterEditorProps = {
  initialContent: string;
  /** Resolves true when saved; the editor then closes (the parent stops rendering it). */
  onSave: (content: string) => Promise<boolean>;
  onCancel: () => void;
};

/** Edit mode of the selected letter (docs/product.md §2, 'Letter edit panel'). The draft survives a failed save. */
export function LetterEditor({ initialContent, onSave, onCancel }: LetterEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState(initialContent);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const saved = await onSave(draft);
    if (!saved) setSaving(false);
  }

  return (
    <form onSubmit={submit} className="ac:flex ac:flex-col ac:gap-4">
      <label htmlFor={id} className="ac:text-sm ac:font-medium ac:text-ink-800">
        {fr.editor.title}
      </label>
      <Textarea
        id={id}
        rows={18}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={fr.editor.placeholder}
        className="ac:font-serif"
      />
      <div className="ac:flex ac:flex-wrap ac:justify-end ac:gap-3">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {fr.common.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {fr.common.save}
        </Button>
      </div>
    </form>
  );
}
