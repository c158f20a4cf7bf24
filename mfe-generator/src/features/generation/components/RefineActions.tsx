import { Crown, RefreshCw } from 'lucide-react';
import { Badge, Button, fr, toastError } from '@lettra/shared-ui';
import type { Refinement } from '@lettra/letter-engine';
import { refineTexts } from '../content/refine-texts.ts';

type WholeLetter = Exclude<Refinement, 'paragraph'>;
const ACTIONS: readonly WholeLetter[] = ['regenerate', 'shorter', 'longer', 'personal'];

interface RefineActionsProps {
  /** Effective premium: the other plans see the actions with the Premium badge, and are told so. */
  premium: boolean;
  /** A refinement is being written, or the letter edited: one change at a time. */
  busy: boolean;
  onRefine(kind: WholeLetter): void;
}

/** 'Régénérer', 'Plus court', 'Plus long', 'Plus personnel': each writes a new version beside the others. */
export function RefineActions({ premium, busy, onRefine }: RefineActionsProps) {
  const pick = (kind: WholeLetter) => {
    if (!premium) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
    onRefine(kind);
  };
  return (
    <div className="gn:flex gn:flex-col gn:gap-2">
      <div role="group" aria-label={refineTexts.groupLabel} className="gn:flex gn:flex-wrap gn:gap-2">
        {ACTIONS.map((kind) => (
          <Button key={kind} variant="outline" size="sm" disabled={busy} onClick={() => pick(kind)}>
            {kind === 'regenerate' && <RefreshCw aria-hidden="true" />}
            {refineTexts.actions[kind]}
            {!premium && ' '}
            {!premium && (
              <Badge variant="premium" className="gn:ml-1">
                <Crown aria-hidden="true" />
                {refineTexts.premiumBadge}
              </Badge>
            )}
          </Button>
        ))}
      </div>
      {premium && <p className="gn:text-sm gn:text-ink-600">{refineTexts.hint}</p>}
    </div>
  );
}
