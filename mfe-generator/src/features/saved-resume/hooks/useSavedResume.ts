import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toastError, useAuth } from '@lettra/shared-ui';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { deleteSavedResume, getSavedResume, saveResume } from '../api/saved-resume.ts';
import { savedResumeTexts } from '../content/saved-resume-texts.ts';

interface SavedResumeOptions {
  /** The CV step is on screen: the saved CV is read then, for a signed-in user. */
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
 * there), kept on the account only while the box is ticked. Read through the page's cache, which the
 * settings and my letters' refinements read too, and which this step's changes keep up to date: what it
 * holds is what the api holds, so it is read once, and again only after a failed read.
 */
export function useSavedResume({ active, prefill }: SavedResumeOptions): SavedResumeConsent {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const saved = useQuery({
    queryKey: queryKeys.account.savedResume,
    queryFn: ({ signal }) => getSavedResume(signal),
    enabled: active && userId !== null,
    staleTime: Infinity,
  });
  // What the api holds for this account, as far as this page knows (the cache is emptied for another user).
  const known = userId === null || saved.data === undefined ? undefined : (saved.data.resume?.content ?? null);
  // The box follows the account: ticked when it keeps a CV, until its user says otherwise here.
  const [choice, setChoice] = useState<{ userId: string; consent: boolean } | null>(null);
  const consent = userId !== null && (choice?.userId === userId ? choice.consent : typeof known === 'string');

  // The saved CV fills the step once per account; the form keeps what was typed in this tab.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!active || userId === null || typeof known !== 'string' || filledFor.current === userId) return;
    filledFor.current = userId;
    prefill(known);
  }, [active, userId, known, prefill]);

  const keep = useMutation({
    mutationFn: saveResume,
    onSuccess: (answer) => client.setQueryData(queryKeys.account.savedResume, answer),
    onError: failed(savedResumeTexts.saveFailed),
  });
  const forget = useMutation({
    mutationFn: deleteSavedResume,
    onSuccess: () => client.setQueryData(queryKeys.account.savedResume, { resume: null }),
    onError: failed(savedResumeTexts.deleteFailed),
  });

  const { mutate: save } = keep;
  const { mutate: remove } = forget;
  const commit = useCallback(
    (resume: string) => {
      if (userId === null) return;
      const content = resume.trim();
      if (consent && content !== known) save(content);
      else if (!consent && known) remove();
    },
    [consent, known, userId, save, remove],
  );

  const setConsent = useCallback(
    (given: boolean) => {
      if (userId !== null) setChoice({ userId, consent: given });
    },
    [userId],
  );

  return { available: userId !== null, consent, setConsent, commit };
}
