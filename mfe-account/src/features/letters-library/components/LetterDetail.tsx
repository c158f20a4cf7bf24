import { useState } from 'react';
import { Copy, Lock, Pencil, PencilLine } from 'lucide-react';
import { isRewritableParagraph } from '@lettra/letter-engine';
import { Button, usePremium } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { myLettersTexts } from '../../../content/my-letters-texts.ts';
import { RefineButtons, type ExportFormat } from '@lettra/letter-ui/letter-actions';
import { LetterVersionTabs } from '@lettra/letter-ui/letter-version-tabs';
import { WhyThisSentence } from '@lettra/letter-ui/why-this-sentence';
import { refineTexts } from '../content/refine-texts.ts';
import { versionTexts } from '../content/version-texts.ts';
import { useLetterRefinement } from '../hooks/useLetterRefinement.ts';
import { useLetterVersions } from '../hooks/useLetterVersions.ts';
import type { Letter } from '../../../entities/letters/model/letter.ts';
import { ApplicationPanel, type ApplicationChanges } from './ApplicationPanel.tsx';
import { DownloadMenu } from './DownloadMenu.tsx';
import { LetterBody } from './LetterBody.tsx';
import { KeywordProposal } from './KeywordProposal.tsx';
import { LetterChecks } from './LetterChecks.tsx';
import { LetterEditor } from './LetterEditor.tsx';
import { LetterTitleEditor } from './LetterTitleEditor.tsx';
import { RefineDialog } from './RefineDialog.tsx';
import { libraryTexts } from '../content/library-texts.ts';
import { LockedLetterUpsell } from './LockedLetterUpsell.tsx';

type LetterDetailProps = {
  letter: Letter;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (content: string) => Promise<boolean>;
  onRename: (title: string) => Promise<boolean>;
  onApplicationChange: (changes: ApplicationChanges) => Promise<boolean>;
  onCopy: () => void;
  onDownload: (format: ExportFormat, layout: string) => void;
  /** The server's answer after another version was chosen. */
  onReplaced: (letter: Letter) => void;
};

/**
 * Right panel (docs/product.md §2): the selected letter with its actions, or its editor; its
 * versions to choose from, 'Pourquoi cette phrase ?', and the ATS analysis and fact check it kept.
 */
export function LetterDetail({
  letter,
  editing,
  onEdit,
  onCancelEdit,
  onSave,
  onRename,
  onApplicationChange,
  onCopy,
  onDownload,
  onReplaced,
}: LetterDetailProps) {
  const [renaming, setRenaming] = useState(false);
  const { isPremium } = usePremium();
  const versions = useLetterVersions(letter, onReplaced);
  const kept = versions.kept;
  const refinement = useLetterRefinement(letter, kept?.chosenVersion ?? 0, versions.adopt, onSave);
  const busy = refinement.running || versions.choosing;
  const canRefine = isPremium && !letter.locked && !busy;
  const body = (
    <LetterBody
      content={letter.content}
      locked={letter.locked}
      paragraphAction={(index) =>
        canRefine && isRewritableParagraph(letter.content, index) ? (
          <Button variant="ghost" size="sm" onClick={() => refinement.ask({ kind: 'paragraph', paragraph: index })}>
            {refineTexts.actions.paragraph}{' '}
            <span className="ac:sr-only">{refineTexts.paragraphSuffix(index)}</span>
          </Button>
        ) : null
      }
    />
  );
  return (
    <article aria-labelledby={`letter-${letter.id}`} className="ac:flex ac:flex-col ac:gap-6">
      <header className="ac:flex ac:flex-col ac:gap-4 ac:border-b ac:border-ink-200 ac:pb-4 ac:lg:flex-row ac:lg:items-start ac:lg:justify-between">
        <div className="ac:flex ac:min-w-0 ac:flex-col ac:gap-1">
          {renaming ? (
            <LetterTitleEditor
              initialTitle={letter.title}
              onCancel={() => setRenaming(false)}
              onSave={async (title) => {
                const renamed = await onRename(title);
                if (renamed) setRenaming(false);
                return renamed;
              }}
            />
          ) : (
            <h2 id={`letter-${letter.id}`} className="ac:text-xl ac:font-semibold ac:break-words ac:text-ink-900">
              {letter.title}
            </h2>
          )}
          <p className="ac:text-sm ac:text-ink-700">
            {letter.company}
            {letter.company && letter.position && ' · '}
            {letter.position}
          </p>
          <p className="ac:text-xs ac:text-ink-500">
            {myLettersTexts.createdOn} {letter.date}
          </p>
        </div>
        {!editing && !renaming && (
          <div className="ac:flex ac:flex-wrap ac:gap-2">
            <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
              <PencilLine aria-hidden="true" />
              {libraryTexts.rename}
            </Button>
            {/* As in the generator's result: a locked letter holds only its preview, which editing would
                save over the full text, so it offers no 'Modifier'; 'Copier' says why it is refused. */}
            {!letter.locked && (
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                {fr.common.edit}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={onCopy}>
              {letter.locked ? <Lock aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {fr.common.copy}
            </Button>
            <DownloadMenu locked={letter.locked} onDownload={onDownload} />
          </div>
        )}
      </header>
      {editing ? (
        <LetterEditor initialContent={letter.content} onSave={onSave} onCancel={onCancelEdit} />
      ) : (
        <>
          <RefineButtons premium={isPremium && !letter.locked} busy={busy} onRefine={(kind) => refinement.ask({ kind })} />
          {/* Always there, so that screen readers announce the text when it appears. */}
          <p role="status" className="ac:text-sm ac:font-medium ac:text-brand-700 ac:empty:hidden">
            {refinement.running ? refineTexts.writing : ''}
          </p>
          <RefineDialog refinement={refinement} />
          <KeywordProposal refinement={refinement} />
          {kept && versions.texts.length > 1 ? (
            <LetterVersionTabs count={versions.texts.length} selected={kept.chosenVersion} onSelect={versions.choose} locked={busy} hint={versionTexts.hint}>
              {body}
            </LetterVersionTabs>
          ) : (
            body
          )}
          {/* A Premium user's unlocked letter only: the sources quote the whole text (docs/why-this-sentence.md). */}
          {isPremium && !letter.locked && (
            <WhyThisSentence
              letterId={letter.id}
              from={kept?.chosenVersion ?? 0}
              content={letter.content}
              texts={refinement.explained}
              onNeedTexts={() => refinement.ask({ kind: 'explain' })}
            />
          )}
          {letter.locked && (
            <>
              <p className="ac:flex ac:items-center ac:justify-center ac:gap-2 ac:text-sm ac:font-medium ac:text-ink-700">
                <Lock aria-hidden="true" className="ac:size-4" />
                {fr.preview.lockedNote}
              </p>
              <LockedLetterUpsell />
            </>
          )}
          {kept && (
            <LetterChecks
              ats={kept.ats}
              claims={letter.locked || kept.ats === null ? null : (kept.unsupportedClaims[kept.chosenVersion] ?? [])}
              {...(canRefine ? { onAdd: (keyword: string) => refinement.ask({ kind: 'keyword', keyword }) } : {})}
            />
          )}
          <ApplicationPanel letter={letter} onChange={onApplicationChange} />
        </>
      )}
    </article>
  );
}
