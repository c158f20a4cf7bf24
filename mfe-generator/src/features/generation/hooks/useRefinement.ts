import { useEffect, useRef, useState } from 'react';
import { ApiError, toastError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import type { RefineBody } from '@lettra/contracts';
import { streamRefinement } from '../api/stream-refinement.ts';
import { refineTexts } from '../content/refine-texts.ts';
import type { GenerationDone } from '../model/generation-events.ts';

export interface Refining {
  /** The new version as written so far; null when no refinement runs. */
  text: string | null;
  start(letterId: string, body: RefineBody): void;
}

/**
 * Runs one refinement of a saved letter at a time and follows its stream; `onDone` receives the
 * letter with every version once it is saved. A refusal or a failure is told in a toast (the
 * api's message) and the letter stays as it was. Leaving the page stops it: nothing is saved.
 */
export function useRefinement(onDone: (done: GenerationDone) => void): Refining {
  const [text, setText] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (letterId: string, body: RefineBody) => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setText('');
    try {
      await streamRefinement(letterId, body, {
        signal: current.signal,
        onEvent: (event) => {
          if (event.type === 'delta') setText((written) => (written ?? '') + event.payload.text);
          else if (event.type === 'rewrite') setText('');
          else if (event.type === 'done') onDone(event.payload);
        },
      });
    } catch (error) {
      if (current.signal.aborted) return;
      const apiError = error instanceof ApiError ? error : null;
      toastError(apiError?.title ?? refineTexts.failed, apiError?.message || fr.common.genericError);
    } finally {
      controller.current = null;
      if (!current.signal.aborted) setText(null);
    }
  };

  return { text, start: (letterId, body) => void start(letterId, body) };
}
