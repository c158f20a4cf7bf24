import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, fr, toastError, useAuth } from '@lettra/shared-ui';
import { deleteSavedResume, getSavedResume, saveResume } from '../api/saved-resume.ts';
import { savedResumeTexts } from '../content/saved-resume-texts.ts';

interface SavedResumeOptions {
  /** The CV step is on screen: the saved CV is read then, for a signed-in user, once. */
  active: boolean;
  /** Receives the saved CV once read (a stable function: the form decides whether to use it). */
  prefill(content: string): void;
}

export interface SavedResumeConsent {
  /** Only a signed-in user has an account to keep a CV on. */
  available: boolean;
  consent: boolean;
  setConsent(consent: boolean): void;
  /** Leaving the CV step: keeps this CV when the box is ticked, forgets the saved one when it is not. */
  commit(resume: string): void;
}

const failed = (title: string) => (error: unknown) =>
  toastError(title, error instanceof ApiError ? error.message : fr.common.genericError);

/**
 * The opt-in saved CV of the first step: read when the step shows (a new browser session finds its CV
 * there), kept on the account only while the box is ticked.
 */
export function useSavedResume({ active, prefill }: SavedResumeOptions): SavedResumeConsent {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [consent, setConsent] = useState(false);
  // What the api holds, as far as this page knows; undefined until read.
  const saved = useRef<string | null | undefined>(undefined);
  const readFor = useRef<string | null>(null);

  useEffect(() => {
    if (!active || userId === null || readFor.current === userId) return;
    readFor.current = userId;
    const controller = new AbortController();
    let settled = false;
    getSavedResume(controller.signal).then(
      ({ resume }) => {
        settled = true;
        saved.current = resume?.content ?? null;
        if (!resume) return;
        setConsent(true);
        prefill(resume.content);
      },
      () => {
        settled = true;
        // Unread, it is read again the next time the step shows.
        if (!controller.signal.aborted && readFor.current === userId) readFor.current = null;
      },
    );
    return () => {
      controller.abort();
      if (!settled && readFor.current === userId) readFor.current = null;
    };
  }, [active, userId, prefill]);

  const commit = useCallback(
    (resume: string) => {
      if (userId === null) return;
      const content = resume.trim();
      if (consent && content !== saved.current) {
        saveResume(content).then(() => {
          saved.current = content;
        }, failed(savedResumeTexts.saveFailed));
      } else if (!consent && saved.current) {
        deleteSavedResume().then(() => {
          saved.current = null;
        }, failed(savedResumeTexts.deleteFailed));
      }
    },
    [consent, userId],
  );

  return { available: userId !== null, consent, setConsent, commit };
}
