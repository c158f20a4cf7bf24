import { FileText } from 'lucide-react';
import { Button, EmptyState, LoadingState } from '@lettra/shared-ui';
import type { LetterSummary } from '../../../entities/letters/model/letter.ts';
import type { LetterList as LetterListState } from '../hooks/useLetterList.ts';
import { LetterListItem } from './LetterListItem.tsx';

type LetterListProps = {
  list: LetterListState;
  selectedId: string | null;
  emptyMessage: string;
  onSelect: (letter: LetterSummary) => void;
  onToggleFavorite: (letter: LetterSummary) => void;
  onDelete: (letter: LetterSummary) => void;
};

/** The scrollable list of the left panel, with its loading, error and empty states. */
export function LetterList({ list, selectedId, emptyMessage, onSelect, onToggleFavorite, onDelete }: LetterListProps) {
  if (list.loading) return <LoadingState className="ac:min-h-32" />;
  if (list.error) {
    return (
      <EmptyState
        title={list.error}
        action={
          <Button variant="outline" onClick={list.retry}>
            Réessayer
          </Button>
        }
      />
    );
  }
  if (list.letters.length === 0) return <EmptyState icon={<FileText />} title={emptyMessage} className="ac:py-8" />;
  return (
    // Viewport-based height (docs/product.md §2): the list scrolls inside the panel instead of stretching the page.
    <ul aria-busy={list.refreshing || undefined} className="ac:-mx-1 ac:flex ac:max-h-[60vh] ac:flex-col ac:gap-1 ac:overflow-y-auto ac:px-1">
      {list.letters.map((letter) => (
        <LetterListItem
          key={letter.id}
          letter={letter}
          selected={letter.id === selectedId}
          onSelect={() => onSelect(letter)}
          onToggleFavorite={() => onToggleFavorite(letter)}
          onDelete={() => onDelete(letter)}
        />
      ))}
    </ul>
  );
}
