import { useEffect, useRef, useState } from 'react';
import { toastSuccess } from '@lettra/shared-ui';
import { queryKeys, useQueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { type Refinement } from '@lettra/letter-engine';
import { keywordSentenceBodySchema, letterExplanationsBodySchema, refineBodySchema, type GenerationDone } from '@lettra/contracts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { getSavedResume } from '../api/get-saved-resume.ts';
import { proposeKeywordSentence } from '../api/propose-keyword-sentence.ts';
import { refineLetter } from '../api/refine-letter.ts';
import { refineTexts } from '../content/refine-texts.ts';
import type { Letter } from '../../../entities/letters/model/letter.ts';

/** A refinement, 'Ajouter à la lettre' for a keyword, or 'Pourquoi cette phrase ?': each needs the CV and the posting. */
export type RefineAsk = { kind: Refinement; paragraph?: number } | { kind: 'keyword'; keyword: string } | { kind: 'explain' };
export type RefineTexts = { resume: string; jobPosting: string };

export interface LetterRefinement {
  /** The refinement whose CV and posting are being asked for; null when the dialog is closed. */
  asked: RefineAsk | null;
  texts: RefineTexts;
  errors: Partial<Record<keyof RefineTexts, string>>;
  running: boolean;
  /** The sentence proposed for a keyword, waiting for 'Accepter' or 'Annuler'. */
  proposal: { sentence: string; content: string } | null;
  /** The CV and the posting 'Pourquoi cette phrase ?' reads the letter against, once given. */
  explained: RefineTexts | null;
  ask(refinement: RefineAsk): void;
  accept(): void;
  dismiss(): void;
  close(): void;
  change(texts: Partial<RefineTexts>): void;
  submit(): void;
}

/**
 * A refinement from my letters. The CV is not kept with the letter, so the dialog asks for it with
 * the posting, filled with the saved CV and the posting kept with the letter when there are some,
 * and remembers them for the next refinement while the page is open. The fields are checked as the
 * api checks them; the new version then comes back with every version (`onDone`). A keyword's
 * sentence is proposed first, and saved as an edit (`onAccept`) only when accepted. The texts given
 * for 'Pourquoi cette phrase ?' are kept for it (`explained`) while the page is open.
 */
export function useLetterRefinement(
  letter: Letter,
  from: number,
  onDone: (done: GenerationDone) => void,
  onAccept: (content: string) => Promise<boolean>,
): LetterRefinement {
  const [asked, setAsked] = useState<RefineAsk | null>(null);
  const [texts, setTexts] = useState<RefineTexts>({ resume: '', jobPosting: letter.postingText ?? '' });
  const [errors, setErrors] = useState<LetterRefinement['errors']>({});
  const [running, setRunning] = useState(false);
  const [proposal, setProposal] = useState<LetterRefinement['proposal']>(null);
  const [explained, setExplained] = useState<RefineTexts | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resumeAsked = useRef(false);
  const client = useQueryClient();
  useEffect(() => () => controller.current?.abort(), []);

  const ask = (refinement: RefineAsk) => {
    setAsked(refinement);
    if (resumeAsked.current) return;
    resumeAsked.current = true;
    // From the page's cache when the settings read it already; the settings see it read here likewise.
    client.fetchQuery({ queryKey: queryKeys.account.savedResume, queryFn: ({ signal }) => getSavedResume(signal) }).then(
      ({ resume }) => resume && setTexts((current) => (current.resume === '' ? { ...current, resume: resume.content } : current)),
      () => undefined,
    );
  };

  const run = async (body: Parameters<typeof refineLetter>[1]) => {
    const current = new AbortController();
    controller.current = current;
    setRunning(true);
    try {
      onDone(await refineLetter(letter.id, body, current.signal));
      toastSuccess(refineTexts.refined);
    } catch (error) {
      if (!current.signal.aborted) toastApiError(error, { title: refineTexts.failed, description: fr.common.genericError });
    } finally {
      if (!current.signal.aborted) setRunning(false);
    }
  };

  const propose = async (body: Parameters<typeof proposeKeywordSentence>[1]) => {
    setRunning(true);
    try {
      setProposal(await proposeKeywordSentence(letter.id, body));
    } catch (error) {
      toastApiError(error, { title: refineTexts.failed, description: fr.common.genericError });
    } finally {
      setRunning(false);
    }
  };

  // The api's own rules, checked before sending: the same messages either way.
  const checked = (result: { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    if (result.success) return true;
    const found: LetterRefinement['errors'] = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'resume' || field === 'jobPosting') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    return false;
  };

  const submit = () => {
    if (!asked || running) return;
    if (asked.kind === 'explain') {
      if (!checked(letterExplanationsBodySchema.safeParse({ ...texts, from }))) return;
      setErrors({});
      setAsked(null);
      setExplained({ ...texts });
      return;
    }
    if (asked.kind === 'keyword') {
      const body = { ...texts, keyword: asked.keyword, from };
      if (!checked(keywordSentenceBodySchema.safeParse(body))) return;
      setErrors({});
      setAsked(null);
      void propose(body);
      return;
    }
    const body = { ...texts, kind: asked.kind, from, ...(asked.paragraph !== undefined ? { paragraph: asked.paragraph } : {}) };
    if (!checked(refineBodySchema.safeParse(body))) return;
    setErrors({});
    setAsked(null);
    void run(body);
  };

  return {
    asked,
    texts,
    errors,
    running,
    proposal,
    explained,
    ask,
    accept: () => {
      if (proposal) void onAccept(proposal.content);
      setProposal(null);
    },
    dismiss: () => setProposal(null),
    close: () => setAsked(null),
    change: (patch) => setTexts((current) => ({ ...current, ...patch })),
    submit,
  };
}
