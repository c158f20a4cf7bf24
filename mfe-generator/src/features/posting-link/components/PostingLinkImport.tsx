import { useState, type KeyboardEvent } from 'react';
import { CircleCheck, Link2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { postingFromLinkBodySchema, type PostingFromLinkBody, type PostingFromLinkResponse } from '@lettra/contracts';
import { ApiError, Button, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { importPostingFromLink } from '../api/import-posting.ts';
import { postingLinkTexts } from '../content/posting-link-texts.ts';
import { usePostingLinkEnabled } from '../hooks/usePostingLinkEnabled.ts';

interface PostingLinkImportProps {
  /**
   * The page was read: `result.text` goes into the posting field, and `result.fields` (company,
   * position, place, contract from the page's JobPosting, each null when not given) pre-fill the
   * fields read of the posting, where the app layer has them.
   */
  onImported(result: PostingFromLinkResponse): void;
}

/**
 * 'Importer depuis un lien' (docs/security.md): a link field and its button, shown to a signed-in user when the
 * api imports links (the api fetches pages for accounts only). The link is checked by the api's own rule
 * (postingFromLinkBodySchema) before it is sent; the api's French error shows in place, and the form keeps
 * what it holds until a page is read.
 */
export function PostingLinkImport({ onImported }: PostingLinkImportProps) {
  const { user } = useAuth();
  const enabled = usePostingLinkEnabled(user !== null);
  const [imported, setImported] = useState(false);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<PostingFromLinkBody>({
    resolver: zodResolver(postingFromLinkBodySchema),
    defaultValues: { url: '' },
    reValidateMode: 'onSubmit',
  });

  if (!user || !enabled) return null;

  // Not a <form>: the field sits inside the generator's form, and forms do not nest.
  const start = handleSubmit(async ({ url }) => {
    try {
      onImported(await importPostingFromLink(url));
      setImported(true);
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields?.url ?? error.message) : fr.common.genericError;
      setError('url', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const importLink = () => {
    if (!formState.isSubmitting) void start();
  };

  // Enter imports the link instead of going to the generator's next step.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    importLink();
  };

  const message = formState.errors.url?.message;
  return (
    <div className="gn:flex gn:flex-col gn:gap-2">
      <div className="gn:flex gn:flex-col gn:gap-2 gn:sm:flex-row gn:sm:items-start gn:sm:gap-3">
        <Field
          label={postingLinkTexts.inputLabel}
          hint={postingLinkTexts.hint}
          error={message ? <span role="alert">{message}</span> : undefined}
          className="gn:flex-1"
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            {...register('url', { onChange: () => clearErrors('url') })}
            onKeyDown={onKeyDown}
          />
        </Field>
        {/* Level with the field, under its label, from the small breakpoint up. */}
        <Button variant="outline" loading={formState.isSubmitting} onClick={importLink} className="gn:self-start gn:sm:mt-7">
          {!formState.isSubmitting && <Link2 aria-hidden="true" />}
          {formState.isSubmitting ? postingLinkTexts.importing : postingLinkTexts.button}
        </Button>
      </div>
      <p role="status" className="gn:text-sm">
        {imported && (
          <span className="gn:inline-flex gn:items-start gn:gap-1.5 gn:text-success-700">
            <CircleCheck aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
            {postingLinkTexts.imported}
          </span>
        )}
      </p>
    </div>
  );
}
