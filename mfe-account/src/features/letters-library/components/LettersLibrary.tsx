import { useRef, useState } from 'react';
import { Inbox } from 'lucide-react';
import { Button, Card, CardContent, EmptyState, LoadingState } from '@lettra/shared-ui';
import { useQueryClient } from '@lettra/shared-ui/query';
import { myLettersTexts } from '../../../content/my-letters-texts.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lettra/shared-ui/tabs';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import { useLetterActions } from '../hooks/useLetterActions.ts';
import { useLetterDetail } from '../hooks/useLetterDetail.ts';
import { useLetterList } from '../hooks/useLetterList.ts';
import { applicationTexts } from '../content/application-texts.ts';
import { countByStatus, withStatus, type StatusFilter } from '../model/application-filter.ts';
import { emptyListMessage } from '../model/empty-list-message.ts';
import type { Letter, LetterSummary, LetterTab } from '../../../entities/letters/model/letter.ts';
import { putLetter } from '../../../entities/letters/model/letters-cache.ts';
import { pickSelected } from '../model/pick-selected.ts';
import { ApplicationStatusFilter } from './ApplicationStatusFilter.tsx';
import { LetterDetail } from './LetterDetail.tsx';
import { LetterList } from './LetterList.tsx';
import { LetterSearch } from './LetterSearch.tsx';

const TABS: readonly LetterTab[] = ['all', 'favorites', 'recent'];
// Long enough to wait for a pause in typing, short enough to feel immediate.
const SEARCH_DELAY_MS = 250;

/** The two panels of /my-letters (docs/product.md §2): search, tabs and list on the left, the selected letter on the right. */
export function LettersLibrary() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [tab, setTab] = useState<LetterTab>('all');
  const list = useLetterList(query, tab);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('any');
  // The status filter works on the letters the api listed for the search and the tab: its counts are theirs.
  const shown = { ...list, letters: withStatus(list.letters, statusFilter) };
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const chosen = pickSelected(shown.letters, chosenId);
  const opened = useLetterDetail(chosen);
  const client = useQueryClient();
  const replace = (letter: Letter) => putLetter(client, letter);
  const actions = useLetterActions();
  const selected = opened.letter;

  function select(letter: LetterSummary) {
    setChosenId(letter.id);
    // Panels stack on small screens: bring the letter into view instead of leaving it below the list.
    if (window.matchMedia?.('(max-width: 767px)').matches) detailRef.current?.scrollIntoView({ behavior: 'smooth' });
  }

  const listPanel = (
    <LetterList
      list={shown}
      selectedId={chosen?.id ?? null}
      emptyMessage={
        statusFilter !== 'any' && list.letters.length > 0
          ? applicationTexts.noLetterWithStatus(statusFilter)
          : emptyListMessage(tab, query)
      }
      onSelect={select}
      onToggleFavorite={(letter) => void actions.toggleFavorite(letter)}
      onDelete={(letter) => void actions.remove(letter)}
    />
  );

  return (
    <div className="ac:grid ac:grid-cols-1 ac:items-start ac:gap-6 ac:md:grid-cols-[minmax(0,320px)_minmax(0,1fr)] ac:lg:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
      <Card>
        <CardContent className="ac:flex ac:flex-col ac:gap-4 ac:p-4">
          <LetterSearch value={search} onChange={setSearch} />
          <ApplicationStatusFilter value={statusFilter} counts={countByStatus(list.letters)} onChange={setStatusFilter} />
          <Tabs value={tab} onValueChange={(value) => setTab(TABS.find((known) => known === value) ?? 'all')}>
            <TabsList aria-label="Filtrer les lettres" className="ac:w-full">
              {TABS.map((value) => (
                <TabsTrigger key={value} value={value} className="ac:flex-1">
                  {myLettersTexts.tabs[value]}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((value) => (
              <TabsContent key={value} value={value}>
                {listPanel}
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <div ref={detailRef} className="ac:scroll-mt-4">
        <Card>
          <CardContent>
            {selected ? (
              <LetterDetail
                key={selected.id}
                letter={selected}
                editing={editingId === selected.id}
                onEdit={() => setEditingId(selected.id)}
                onCancelEdit={() => setEditingId(null)}
                onSave={async (content) => {
                  const saved = await actions.save(selected, content);
                  if (saved) setEditingId(null);
                  return saved;
                }}
                onRename={(title) => actions.rename(selected, title)}
                onApplicationChange={(changes) => actions.updateApplication(selected, changes)}
                onCopy={() => void actions.copy(selected)}
                onDownload={(format, layout) => void actions.download(selected, format, layout)}
                onReplaced={replace}
              />
            ) : chosen && opened.error ? (
              <EmptyState
                title={opened.error}
                className="ac:border-none"
                action={
                  <Button variant="outline" onClick={opened.retry}>
                    Réessayer
                  </Button>
                }
              />
            ) : chosen ? (
              <LoadingState className="ac:min-h-48" />
            ) : (
              <EmptyState icon={<Inbox />} title={myLettersTexts.empty.selected} className="ac:border-none" />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
