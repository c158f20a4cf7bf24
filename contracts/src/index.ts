// Request and response bodies of the api, shared by the api (validation, serialisation) and the
// browser (typed client, forms). Messages are French and shown unchanged.
export * from './auth-rules.ts';
export * from './fields.ts';
export * from './session.ts';
export * from './auth.ts';
export * from './applications.ts';
export * from './letters.ts';
export * from './exports.ts';
export * from './saved-resume.ts';
export * from './generation.ts';
export * from './reading-corrections.ts';
export * from './account.ts';
export * from './billing.ts';
export * from './responses.ts';
export * from './api-error.ts';
export * from './front-builds.ts';
export * from './previews.ts';
export * from './refinement.ts';
export * from './postings.ts';
// The answers every first load reads, checked without zod's runtime (light-checks/generate.ts).
export * from './light-checks/first-load-checks.ts';
export type { AnswerCheck, CheckIssue } from './light-checks/light-check.ts';
