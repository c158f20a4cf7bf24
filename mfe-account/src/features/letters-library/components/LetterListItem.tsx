import { Star, Trash2 } from 'lucide-react';
import { Button, cn } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { ConfirmDialog } from '@lettra/shared-ui/confirm-dialog';
import type { LetterSummary } from '../../../entities/letters/model/letter.ts';

type LetterListItemProps = {
  letter: LetterSummary;
  selected: boolean;
  onSelect: () => void;
  onToggleFavorite: () => void;
  onDelete: () => void;
};

/** One row of the list (docs/product.md §2): title, company, position, date, the favourite star and the delete button. */
export function LetterListItem({ letter, selected, onSelect, onToggleFavorite, onDelete }: LetterListItemProps) {
  return (
    <li
      className={cn(
        'ac:flex ac:items-start ac:gap-1 ac:rounded-control ac:border ac:p-1 ac:transition-colors',
        selected ? 'ac:border-brand-300 ac:bg-brand-50' : 'ac:border-transparent ac:hover:bg-ink-50',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        className="ac:flex ac:min-w-0 ac:flex-1 ac:cursor-pointer ac:flex-col ac:gap-0.5 ac:rounded-lg ac:px-2 ac:py-1.5 ac:text-left ac:focus-visible:outline-2 ac:focus-visible:outline-brand-600"
      >
        <span className="ac:truncate ac:font-medium ac:text-ink-900">{letter.title}</span>
        <span className="ac:truncate ac:text-sm ac:text-ink-600">
          {letter.company}
          {letter.company && letter.position && ' · '}
          {letter.position}
        </span>
        {/* ink-600: ink-500 was 4.29:1 on the selected row's brand-50 (6.8:1 now). */}
        <span className="ac:text-xs ac:text-ink-600">{letter.date}</span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={letter.favorite}
        aria-label={`Ajouter aux favoris : ${letter.title}`}
        onClick={onToggleFavorite}
        className={letter.favorite ? 'ac:text-accent-600' : 'ac:text-ink-500'}
      >
        <Star aria-hidden="true" fill={letter.favorite ? 'currentColor' : 'none'} />
      </Button>
      <ConfirmDialog
        title="Supprimer cette lettre ?"
        description={fr.common.irreversible}
        confirmLabel={fr.common.delete}
        destructive
        onConfirm={onDelete}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Supprimer : ${letter.title}`} className="ac:text-ink-500 ac:hover:text-danger-700">
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </li>
  );
}
