import { useEffect, useState } from 'react';
import type { MissingEssential } from '@lettra/letter-engine';
import { useRefinement, type Refining } from '../features/generation/hooks/useRefinement.ts';
import type { GenerationDone } from '../features/generation/model/generation-events.ts';
import { refinementLabel } from '../features/versions/model/refinement-label.ts';
import { SavedLetterView } from './SavedLetterView.tsx';

interface SavedLetterProps {
  done: GenerationDone;
  /** What the CV or the posting lacked (from meta); empty when meta never came. */
  notices: readonly MissingEssential[];
  unlockTarget: '/checkout' | '/signup' | null;
  /** Told when a refinement starts and ends writing, for the heading above. */
  onRevising(revising: boolean): void;
}

/**
 * The generated letter once saved, and after each refinement: a refinement's answer holds every
 * version with the new one chosen, and the view starts again from it. The versions' names live here,
 * above the view that restarts: the api keeps no refinement kind, so only this session's are known.
 */
export function SavedLetter({ done, notices, unlockTarget, onRevising }: SavedLetterProps) {
  const [latest, setLatest] = useState({ done, round: 0 });
  const [labels, setLabels] = useState<readonly (string | undefined)[]>([]);
  const refining = useRefinement((next) => setLatest((current) => ({ done: next, round: current.round + 1 })));
  const revising = refining.text !== null;
  useEffect(() => onRevising(revising), [revising, onRevising]);

  const named: Refining = {
    text: refining.text,
    start: (letterId, body) => {
      // The new version comes after every kept one; a refinement that fails leaves a name no tab shows.
      const index = Math.max(1, latest.done.versions.length);
      setLabels((current) => Object.assign([...current], { [index]: refinementLabel(body) }));
      refining.start(letterId, body);
    },
  };
  return <SavedLetterView key={latest.round} done={latest.done} notices={notices} unlockTarget={unlockTarget} refining={named} versionLabels={labels} />;
}
