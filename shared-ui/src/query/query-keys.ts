import type { LetterTab } from '@lettra/contracts';

/**
 * Every cached answer's key, written once per resource: a screen that reads a resource and a screen
 * that changes it name it the same way, whichever remote each belongs to. A prefix ('letters',
 * `letters.lists()`) names every entry under it, for invalidation.
 */
export const queryKeys = {
  letters: {
    all: ['letters'] as const,
    lists: () => ['letters', 'list'] as const,
    /** The tab third: a cached list's key says whether it is the favourites'. */
    list: (tab: LetterTab, query: string) => ['letters', 'list', tab, query] as const,
    detail: (id: string) => ['letters', 'detail', id] as const,
    versions: (id: string) => ['letters', 'versions', id] as const,
    /**
     * What each sentence of version `from` rests on: the text shown and the CV and posting sent are in the
     * key, so an edit or other texts read it again (docs/why-this-sentence.md).
     */
    explanations: (id: string, from: number, content: string, texts: { resume: string; jobPosting: string } | null) =>
      ['letters', 'explanations', id, from, content, texts] as const,
  },
  account: {
    /** The CV kept for the next letters: the settings show it, a refinement and the generator's first step read it. */
    savedResume: ['account', 'saved-resume'] as const,
    sessions: ['account', 'sessions'] as const,
    preferences: ['account', 'preferences'] as const,
    /** Read again whenever the subscription it describes changes (`subscription`: what identifies it). */
    billingDetails: (subscription: string) => ['account', 'billing-details', subscription] as const,
  },
  generation: {
    /** The free plan's letters left this month: read again when a generation ends (the generator's last step). */
    quota: ['generation', 'quota'] as const,
  },
  postings: {
    /** Whether this site imports a posting from its link: a setting of the api, not of the user. */
    config: ['postings', 'config'] as const,
  },
  billing: {
    /** Whether the Checkout Session Stripe sent the user back with was paid. */
    checkout: (sessionId: string) => ['billing', 'checkout', sessionId] as const,
  },
} as const;
