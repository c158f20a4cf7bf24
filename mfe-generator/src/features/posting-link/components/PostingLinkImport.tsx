import { useState, type KeyboardEvent } from 'react';
import { CircleCheck, Link2 } from 'lucide-react';
import type { PostingFromLinkResponse } from '@lettra/contracts';
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

type ImportState = { status: 'idle' } | { status: 'importing' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * 'Importer depuis un lien' (docs/security.md): a link field and its button, shown to a signed-in user when the
 * api imports links (the api fetches pages for accounts only). The api's French error shows in place;
 * the form keeps what it holds until a page is read.
 */
export function PostingLinkImport({ onImported }: PostingLinkImportProps) {
  const { user } = useAuth();
  const enabled = usePostingLinkEnabled(user !== null);
  const [link, setLink] = useState('');
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  if (!user || !enabled) return null;

  const start = async () => {
    if (state.status === 'importing') return;
    if (link.trim() === '') return setState({ status: 'failed', message: postingLinkTexts.empty });
    setState({ status: 'importing' });
    try {
      onImported(await importPostingFromLink(link.trim()));
      setState({ status: 'done' });
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields?.url ?? error.message) : fr.common.genericError;
      setState({ status: 'failed', message });
    }
  };

  // The field sits inside the generator's form: Enter imports the link instead of going to the next step.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void start();
  };

  return (
    <div className="gn:flex gn:flex-col gn:gap-2">
      <div className="gn:flex gn:flex-col gn:gap-2 gn:sm:flex-row gn:sm:items-start gn:sm:gap-3">
        <Field
          label={postingLinkTexts.inputLabel}
          hint={postingLinkTexts.hint}
          error={state.status === 'failed' ? <span role="alert">{state.message}</span> : undefined}
          className="gn:flex-1"
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={link}
            onChange={(event) => {
              setLink(event.target.value);
              if (state.status === 'failed') setState({ status: 'idle' });
            }}
            onKeyDown={onKeyDown}
          />
        </Field>
        {/* Level with the field, under its label, from the small breakpoint up. */}
        <Button variant="outline" loading={state.status === 'importing'} onClick={() => void start()} className="gn:self-start gn:sm:mt-7">
          {state.status !== 'importing' && <Link2 aria-hidden="true" />}
          {state.status === 'importing' ? postingLinkTexts.importing : postingLinkTexts.button}
        </Button>
      </div>
      <p role="status" className="gn:text-sm">
        {state.status === 'done' && (
          <span className="gn:inline-flex gn:items-start gn:gap-1.5 gn:text-success-700">
            <CircleCheck aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
            {postingLinkTexts.imported}
          </span>
        )}
      </p>
    </div>
  );
}
