// Counts evaluations of this package: the e2e suite asserts exactly one at run time, since a
// second copy of shared-ui means contexts silently stop reaching the remotes (docs/federation.md §2).
const marker = globalThis as { __LETTRA_SHARED_UI_EVALS__?: number };
marker.__LETTRA_SHARED_UI_EVALS__ = (marker.__LETTRA_SHARED_UI_EVALS__ ?? 0) + 1;

export {};
