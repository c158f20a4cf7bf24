import { useEffect, useRef } from 'react';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button, useAuth, usePremium } from '@lettra/shared-ui';
import { generationTexts } from '../features/generation/content/generation-texts.ts';
import type { PartialLetter } from '../features/generation/model/generation-state.ts';
import { StreamingLetter } from './StreamingLetter.tsx';

interface InterruptedLetterProps {
  partial: PartialLetter;
  /** 'Réessayer': the same request again. */
  onRetry(): void;
}

/**
 * A generation that broke off after some text (docs/decisions.md): a lasting error with 'Réessayer', then
 * what was written, shown above the form rather than lost behind a toast.
 */
export function InterruptedLetter({ partial, onRetry }: InterruptedLetterProps) {
  const retryButton = useRef<HTMLButtonElement>(null);
  const { user } = useAuth();
  const { isPremium } = usePremium();
  const unlockTarget = isPremium ? null : user ? '/checkout' : '/signup';

  // The result view that held the focus is gone: keyboard users land on 'Réessayer', the error being
  // announced by its alert role.
  useEffect(() => retryButton.current?.focus(), []);

  return (
    <div className="gn:flex gn:flex-col gn:gap-4">
      <div
        className="gn:flex gn:flex-col gn:gap-3 gn:rounded-card gn:border gn:border-danger-200 gn:bg-danger-50 gn:p-4 gn:sm:flex-row gn:sm:items-center gn:sm:justify-between"
      >
        <p role="alert" className="gn:inline-flex gn:items-start gn:gap-2 gn:text-sm gn:font-medium gn:text-danger-800">
          <CircleAlert aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
          {generationTexts.interrupted}
        </p>
        <Button ref={retryButton} variant="outline" onClick={onRetry} className="gn:self-start gn:sm:self-auto">
          <RotateCcw aria-hidden="true" />
          {generationTexts.retry}
        </Button>
      </div>
      <StreamingLetter meta={partial.meta} texts={partial.texts} drafting={false} unlockTarget={unlockTarget} interrupted />
    </div>
  );
}
