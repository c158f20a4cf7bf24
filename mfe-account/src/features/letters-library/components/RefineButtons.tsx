import { Crown, RefreshCw } from 'lucide-react';
import { Badge, Button, fr, toastError } from '@lettra/shared-ui';
import type { Refinement } from '@lettra/letter-engine';
import { refineTexts } from '../content/refine-texts.ts';

type WholeLetter = Exclude<Refinement, 'paragraph'>;
const ACTIONS: readonly WholeLetter[] = ['regenerate', 'shorter', 'longer', 'personal'];

interface RefineButtonsProps {
  /** Effective premium: the other plans see the buttons with the Premium badge, and are told so. */
  premium: boolean;
  busy: boolean;
  onRefine(kind: WholeLetter): void;
}

/** 'Régénérer', 'Plus court', 'Plus long', 'Plus personnel' for an opened letter: each adds a version. */
export function RefineButtons({ premium, busy, onRefine }: RefineButtonsProps) {
  const pick = (kind: WholeLetter) => {
    if (!premium) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
    onRefine(kind);
  };
  return (
    <div role="group" aria-label={refineTexts.groupLabel} className="ac:flex ac:flex-wrap ac:gap-2">
      {ACTIONS.map((kind) => (
        <Button key={kind} variant="outline" size="sm" disabled={busy} onClick={() => pick(kind)}>
          {kind === 'regenerate' && <RefreshCw aria-hidden="true" />}
          {refineTexts.actions[kind]}
          {!premium && ' '}
          {!premium && (
            <Badge variant="premium" className="ac:ml-1">
              <Crown aria-hidden="true" />
              {refineTexts.premiumBadge}
            </Badge>
          )}
        </Button>
      ))}
    </div>
  );
}
