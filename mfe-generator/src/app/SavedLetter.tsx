import { useState } from 'react';
import type { MissingEssential } from '@lettra/letter-engine';
import { useRefinement } from '../features/generation/hooks/useRefinement.ts';
import type { GenerationDone } from '../features/generation/model/generation-events.ts';
import { SavedLetterView } from './SavedLetterView.tsx';

interface SavedLetterProps {
  done: GenerationDone;
  /** What the CV or the posting lacked (from meta); empty when meta never came. */
  notices: readonly MissingEssential[];
  unlockTarget: '/checkout' | '/signup' | null;
}

/**
 * The generated letter once saved, and after each refinement: a refinement's answer holds every
 * version with the new one chosen, and the view starts again from it.
 */
export function SavedLetter({ done, notices, unlockTarget }: SavedLetterProps) {
  const [latest, setLatest] = useState({ done, round: 0 });
  const refining = useRefinement((next) => setLatest((current) => ({ done: next, round: current.round + 1 })));
  return <SavedLetterView key={latest.round} done={latest.done} notices={notices} unlockTarget={unlockTarget} refining={refining} />;
}
