import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language, Tone } from '@lettra/letter-engine';

/** The form's three steps (docs/product.md §2): 0 CV, 1 Offre d'emploi, 2 Options. */
export type StepIndex = 0 | 1 | 2;
export const LAST_STEP: StepIndex = 2;

/**
 * What the user corrected of the reading on steps 1 and 2 (docs/decisions.md). A field stays null until
 * edited: the reading decides until then, and an edit survives a change of the texts.
 */
export interface DraftCorrections {
  company: string | null;
  position: string | null;
  place: string | null;
  contract: string | null;
  candidateName: string | null;
  /** Requirements, as read, that the user unticked: the letter does not argue them. */
  dropped: string[];
  /** A requirement, as read, and the CV line the user chose to argue it with. */
  chosen: Record<string, string>;
}

/** What the visitor typed, as typed (untrimmed): validation happens on Suivant and on generate. */
export interface PostingDraft {
  resume: string;
  jobPosting: string;
  emphasis: string;
  tone: Tone;
  language: Language;
  step: StepIndex;
  corrections: DraftCorrections;
}

interface PostingDraftActions {
  update(patch: Partial<Omit<PostingDraft, 'step' | 'corrections'>>): void;
  /** Records what the user corrected of the reading. */
  correct(patch: Partial<DraftCorrections>): void;
  goTo(step: StepIndex): void;
  reset(): void;
}

export type PostingDraftStore = PostingDraft & PostingDraftActions;

export const NO_CORRECTIONS: DraftCorrections = {
  company: null,
  position: null,
  place: null,
  contract: null,
  candidateName: null,
  dropped: [],
  chosen: {},
};

export const EMPTY_DRAFT: PostingDraft = {
  resume: '',
  jobPosting: '',
  emphasis: '',
  tone: 'formal',
  language: 'french',
  step: 0,
  corrections: NO_CORRECTIONS,
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
      correct: (patch) => set(({ corrections }) => ({ corrections: { ...corrections, ...patch } })),
      goTo: (step) => set({ step }),
      reset: () => set(EMPTY_DRAFT),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ resume, jobPosting, emphasis, tone, language, step, corrections }): PostingDraft => ({
        resume,
        jobPosting,
        emphasis,
        tone,
        language,
        step,
        corrections,
      }),
    },
  ),
);
