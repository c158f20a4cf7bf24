import { Crown, RefreshCw } from 'lucide-react';
import type { RefineRequest } from '@lettra/contracts';
import { Badge, Button, toastError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/** The refinements that rewrite the whole letter, each into a new version (the paragraph one has its own button). */
export type WholeLetterRefinement = Exclude<RefineRequest['kind'], 'paragraph'>;

const ACTIONS: readonly WholeLetterRefinement[] = ['regenerate', 'shorter', 'longer', 'personal'];

interface RefineButtonsProps {
  /** Effective premium: the other plans see the buttons with the Premium badge, and are told so. */
  premium: boolean;
  /** A refinement is being written, or the letter edited: one change at a time. */
  busy: boolean;
  onRefine(kind: WholeLetterRefinement): void;
  /** Said under the buttons to a premium user, where the screen has something to add. */
  hint?: string;
}

/** 'Régénérer', 'Plus court', 'Plus long', 'Plus personnel', in the generator and in my letters: each adds a version. */
export function RefineButtons({ premium, busy, onRefine, hint }: RefineButtonsProps) {
  const texts = fr.refine;
  const pick = (kind: WholeLetterRefinement) => {
    if (!premium) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
    onRefine(kind);
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={texts.groupLabel} className="flex flex-wrap gap-2">
        {ACTIONS.map((kind) => (
          <Button key={kind} variant="outline" size="sm" disabled={busy} onClick={() => pick(kind)}>
            {kind === 'regenerate' && <RefreshCw aria-hidden="true" />}
            {texts.actions[kind]}
            {!premium && ' '}
            {!premium && (
              <Badge variant="premium" className="ml-1">
                <Crown aria-hidden="true" />
                {texts.premiumBadge}
              </Badge>
            )}
          </Button>
        ))}
      </div>
      {premium && hint && <p className="text-sm text-ink-600">{hint}</p>}
    </div>
  );
}
