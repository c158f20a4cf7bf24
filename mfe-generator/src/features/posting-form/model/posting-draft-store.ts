import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language, Tone } from '@lettra/letter-engine';

/** The form's three steps (docs/product.md §2): 0 CV, 1 Offre d'emploi, 2 Options. */
export type StepIndex = 0 | 1 | 2;
export const LAST_STEP: StepIndex = 2;

/** What the visitor typed, as typed (untrimmed): validation happens on Suivant and on generate. */
export interface PostingDraft {
  resume: string;
  jobPosting: string;
  emphasis: string;
  tone: Tone;
  language: Language;
  step: StepIndex;
}

interface PostingDraftActions {
  update(patch: Partial<Omit<PostingDraft, 'step'>>): void;
  goTo(step: StepIndex): void;
  reset(): void;
}

export type PostingDraftStore = PostingDraft & PostingDraftActions;

export const EMPTY_DRAFT: PostingDraft = {
  resume: '',
  jobPosting: '',
  emphasis: '',
  tone: 'formal',
  language: 'french',
  step: 0,
};

/** sessionStorage key of the draft. */
export const DRAFT_STORAGE_KEY = 'lettra.generator.draft';

/**
 * The generator's draft. Persisted to sessionStorage, not localStorage: a visitor sent to /login
 * finds the form as they left it (docs/product.md §5), and the CV — personal data — goes away with the tab.
 */
export const usePostingDraft = create<PostingDraftStore>()(
  persist(
    (set) => ({
      ...EMPTY_DRAFT,
      update: (patch) => set(patch),
      goTo: (step) => set({ step }),
      reset: () => set(EMPTY_DRAFT),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ resume, jobPosting, emphasis, tone, language, step }): PostingDraft => ({
        resume,
        jobPosting,
        emphasis,
        tone,
        language,
        step,
      }),
    },
  ),
);
