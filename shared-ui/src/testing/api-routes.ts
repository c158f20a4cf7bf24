// Test-only: each route of the api the front end calls, with the contract its answer keeps
// (docs/architecture.md, 'API'). The fake api of front-end tests answers through it.
import {
  accountDeletionResponseSchema,
  accountSessionsSchema,
  billingConfigSchema,
  billingDetailsSchema,
  billingPortalResponseSchema,
  checkoutSessionCheckSchema,
  checkoutStartSchema,
  generationQuotaResponseSchema,
  keywordSentenceResponseSchema,
  letterVersionsSchema,
  letterViewSchema,
  lettersListResponseSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  okResponseSchema,
  profileUpdateResponseSchema,
  savedResumeResponseSchema,
  sessionResponseSchema,
  sessionsEndedSchema,
  subscriptionCancelResponseSchema,
  subscriptionResumeResponseSchema,
} from '@lettra/contracts';

/** Routes answered with a file rather than JSON: their handlers answer with `fileAnswer`. */
const FILE = null;
/** Routes answered with Server-Sent Events: their handlers answer with `eventStream` of `streamEvent`s. */
const EVENTS = null;

export const API_ROUTES = {
  'GET /auth/session': sessionResponseSchema,
  'POST /auth/signup': messageResponseSchema,
  'POST /auth/signup/confirm': sessionResponseSchema,
  'POST /auth/login': sessionResponseSchema,
  'POST /auth/logout': sessionResponseSchema,
  'POST /auth/password-reset': messageResponseSchema,
  'POST /auth/password-reset/confirm': messageResponseSchema,
  'PATCH /me': profileUpdateResponseSchema,
  'DELETE /me': accountDeletionResponseSchema,
  'POST /me/password': okResponseSchema,
  'GET /me/preferences': notificationPreferencesSchema,
  'PUT /me/preferences': notificationPreferencesSchema,
  'POST /me/email/confirm': messageResponseSchema,
  'POST /me/email/undo': messageResponseSchema,
  'GET /me/sessions': accountSessionsSchema,
  'DELETE /me/sessions': sessionsEndedSchema,
  'DELETE /me/sessions/:id': okResponseSchema,
  'GET /me/resume': savedResumeResponseSchema,
  'PUT /me/resume': savedResumeResponseSchema,
  'DELETE /me/resume': okResponseSchema,
  'GET /letters': lettersListResponseSchema,
  'GET /letters/quota': generationQuotaResponseSchema,
  'GET /letters/:id': letterViewSchema,
  'PATCH /letters/:id': letterViewSchema,
  'DELETE /letters/:id': okResponseSchema,
  'GET /letters/:id/versions': letterVersionsSchema,
  'PUT /letters/:id/chosen-version': letterViewSchema,
  'POST /letters/:id/keyword-sentence': keywordSentenceResponseSchema,
  'POST /letters/generate': EVENTS,
  'POST /letters/:id/refine': EVENTS,
  'GET /letters/:id/export.:format': FILE,
  'GET /billing/config': billingConfigSchema,
  'POST /billing/checkout': checkoutStartSchema,
  'GET /billing/checkout/:sessionId': checkoutSessionCheckSchema,
  'POST /billing/cancel': subscriptionCancelResponseSchema,
  'POST /billing/resume': subscriptionResumeResponseSchema,
  'POST /billing/portal': billingPortalResponseSchema,
  'GET /billing/details': billingDetailsSchema,
} as const;

export type ApiRoute = keyof typeof API_ROUTES;
