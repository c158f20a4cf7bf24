// The letters as the api sends them; the types come from the shared contracts, never a twin written here.
export type { LetterPatchBody, LetterSummary, LetterTab, LetterView as Letter } from '@lettra/contracts';
