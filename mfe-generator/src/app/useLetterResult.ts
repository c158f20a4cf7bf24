import { useState } from 'react';
import { ApiError, toastError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import type { GenerationDone } from '../features/generation/model/generation-events.ts';
import type { LetterView } from '@lettra/contracts';
import { chooseVersion } from '../lib/choose-version.ts';
import { resultTexts } from './result-texts.ts';

export interface LetterResult {
  letter: LetterView;
  /** Each version's text as shown; an edit replaces the selected one. */
  versions: string[];
  selected: number;
  /** Picking a version is being saved. */
  choosing: boolean;
  editing: boolean;
  choose(index: number): void;
  startEditing(): void;
  stopEditing(): void;
  /** The editor saved the letter: it becomes the selected version's text. */
  saved(letter: LetterView): void;
}

/**
 * The saved letter after generation or a refinement. Choosing a version makes it the letter's text
 * on the api, so what /my-letters shows is what the user picked, every version kept beside it; a
 * refused choice keeps the previous one.
 */
export function useLetterResult(done: GenerationDone): LetterResult {
  const [letter, setLetter] = useState(done.letter);
  const [versions, setVersions] = useState(() => (done.versions.length > 0 ? done.versions : [done.letter.content]));
  const [selected, setSelected] = useState(() => Math.max(0, versions.lastIndexOf(done.letter.content)));
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState(false);

  const choose = async (index: number) => {
    const content = versions[index];
    if (index === selected || choosing || content === undefined) return;
    setChoosing(true);
    try {
      setLetter(await chooseVersion(letter, index));
      setSelected(index);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      toastError(apiError?.title ?? resultTexts.chooseFailed, apiError?.message ?? fr.common.genericError);
    } finally {
      setChoosing(false);
    }
  };

  return {
    letter,
    versions,
    selected,
    choosing,
    editing,
    choose: (index) => void choose(index),
    startEditing: () => setEditing(true),
    stopEditing: () => setEditing(false),
    saved: (next) => {
      setLetter(next);
      setVersions((current) => current.with(selected, next.content));
      setEditing(false);
    },
  };
}
