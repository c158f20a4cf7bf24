import { useId, useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, applicationNoteSchema, applicationStatusSchema, postingTextSchema, postingUrlSchema, type ApplicationStatus } from '@lettra/contracts';
import { Button, formatFrenchDate } from '@lettra/shared-ui';
import { Field, Input, Select, Textarea } from '@lettra/shared-ui/form-fields';
import { applicationTexts } from '../content/application-texts.ts';
import type { Letter, LetterPatchBody } from '../../../entities/letters/model/letter.ts';

export type ApplicationChanges = Omit<LetterPatchBody, 'version'>;

type ApplicationPanelProps = {
  letter: Letter;
  /** Resolves true when the api kept the changes. */
  onChange: (changes: ApplicationChanges) => Promise<boolean>;
};

type Draft = { postingUrl: string; postingText: string; applicationNote: string };
type DraftErrors = Partial<Record<keyof Draft, string>>;

// The api's own rules, checked before sending: the same messages either way.
const DRAFT_SCHEMAS = { postingUrl: postingUrlSchema, postingText: postingTextSchema, applicationNote: applicationNoteSchema };

function checkDraft(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of Object.keys(DRAFT_SCHEMAS) as Array<keyof Draft>) {
    const checked = DRAFT_SCHEMAS[field].safeParse(draft[field]);
    if (!checked.success) errors[field] = checked.error.issues[0]?.message;
  }
  return errors;
}

/** The application sent with the opened letter: its status (saved as soon as chosen), the posting kept on demand, a note. */
export function ApplicationPanel({ letter, onChange }: ApplicationPanelProps) {
  const headingId = useId();
  const [changingStatus, setChangingStatus] = useState(false);
  const [draft, setDraft] = useState<Draft>({
    postingUrl: letter.postingUrl ?? '',
    postingText: letter.postingText ?? '',
    applicationNote: letter.applicationNote ?? '',
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);

  async function changeStatus(value: string) {
    const status = applicationStatusSchema.safeParse(value);
    if (!status.success) return;
    setChangingStatus(true);
    await onChange({ applicationStatus: status.data });
    setChangingStatus(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    await onChange(draft);
    setSaving(false);
  }

  const edit = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <section aria-labelledby={headingId} className="ac:flex ac:flex-col ac:gap-4 ac:rounded-card ac:border ac:border-ink-200 ac:p-4">
      <h3 id={headingId} className="ac:text-base ac:font-semibold ac:text-ink-900">
        {applicationTexts.sectionTitle}
      </h3>
      <div className="ac:flex ac:flex-col ac:gap-1 ac:sm:max-w-xs">
        <Field label={applicationTexts.statusLabel}>
          <Select value={letter.applicationStatus} disabled={changingStatus} onChange={(event) => void changeStatus(event.target.value)}>
            {APPLICATION_STATUSES.map((status: ApplicationStatus) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <p className="ac:text-xs ac:text-ink-600">
          {applicationTexts.statusSince(formatFrenchDate(letter.statusChangedAt ?? letter.createdAt))}
        </p>
      </div>
      <form onSubmit={save} noValidate className="ac:flex ac:flex-col ac:gap-3">
        <Field label={applicationTexts.postingUrlLabel} hint={applicationTexts.postingHint} error={errors.postingUrl}>
          <Input type="url" inputMode="url" value={draft.postingUrl} onChange={edit('postingUrl')} placeholder="https://" />
        </Field>
        {letter.postingUrl && (
          <a
            href={letter.postingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="ac:inline-flex ac:items-center ac:gap-1 ac:self-start ac:text-sm ac:font-medium ac:text-brand-700 ac:underline"
          >
            <ExternalLink aria-hidden="true" className="ac:size-4" />
            {applicationTexts.openPosting}
          </a>
        )}
        <Field label={applicationTexts.postingTextLabel} error={errors.postingText}>
          <Textarea rows={4} value={draft.postingText} onChange={edit('postingText')} />
        </Field>
        <Field label={applicationTexts.noteLabel} error={errors.applicationNote}>
          <Textarea rows={3} value={draft.applicationNote} onChange={edit('applicationNote')} />
        </Field>
        <Button type="submit" variant="outline" size="sm" loading={saving} className="ac:self-start">
          {applicationTexts.save}
        </Button>
      </form>
    </section>
  );
}
