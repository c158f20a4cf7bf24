import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toastError, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
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
  // Both belong to one account: another one signed in on this page starts unticked, its CV unknown.
  const [consentOf, setConsentOf] = useState<string | null>(null);
  const consent = userId !== null && consentOf === userId;
  // What the api holds for that account, as far as this page knows.
  const saved = useRef<{ userId: string; content: string | null } | null>(null);
  const readFor = useRef<string | null>(null);

  useEffect(() => {
    if (!active || userId === null || readFor.current === userId) return;
    readFor.current = userId;
    const controller = new AbortController();
    let settled = false;
    getSavedResume(controller.signal).then(
      ({ resume }) => {
        settled = true;
        saved.current = { userId, content: resume?.content ?? null };
        if (!resume) return;
        setConsentOf(userId);
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
      const known = saved.current?.userId === userId ? saved.current.content : undefined;
      if (consent && content !== known) {
        saveResume(content).then(() => {
          saved.current = { userId, content };
        }, failed(savedResumeTexts.saveFailed));
      } else if (!consent && known) {
        deleteSavedResume().then(() => {
          saved.current = { userId, content: null };
        }, failed(savedResumeTexts.deleteFailed));
      }
    },
    [consent, userId],
  );

  const setConsent = useCallback((given: boolean) => setConsentOf(given ? userId : null), [userId]);

  return { available: userId !== null, consent, setConsent, commit };
}
