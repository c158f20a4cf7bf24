// Generated from the zod schemas named below by light-checks/generate.ts
// (`pnpm --filter @lettra/contracts generate:checks`); first-load-checks.test.ts fails when it no
// longer matches them. Do not edit: change the schema and generate again.

import type { ApiErrorBody } from '../api-error.ts';
import type { PageHeads, RemoteMap, RemoteRoutes } from '../front-builds.ts';
import type { BillingConfig, SessionResponse } from '../session.ts';
import { answerCheck, array, boolean, matching, nullable, object, oneOf, optional, record, string, text, unknown, type AnswerCheck } from './light-check.ts';

const datetime = matching('datetime', /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/);

/** `sessionResponseSchema` */
export const sessionResponseCheck: AnswerCheck<SessionResponse> = answerCheck(object({ user: nullable(object({ id: string, name: string, email: string, isPremium: boolean, isSubscribed: boolean, premiumDayEndsAt: nullable(datetime), subscription: object({ status: nullable(string), currentPeriodEnd: nullable(datetime), cancelAtPeriodEnd: boolean }) })), premiumDayEndsAt: nullable(datetime) }));

/** `billingConfigSchema` */
export const billingConfigCheck: AnswerCheck<BillingConfig> = answerCheck(object({ configured: boolean, demoMode: boolean, publishableKey: nullable(string), webhookConfigured: boolean }));

/** `apiErrorBodySchema` */
export const apiErrorBodyCheck: AnswerCheck<ApiErrorBody> = answerCheck(object({ code: string, message: string, title: optional(string), fields: optional(record(string)) }));

/** `remoteMapSchema` */
export const remoteMapCheck: AnswerCheck<RemoteMap> = answerCheck(record(text(1, Infinity), text(1, Infinity)));

/** `remoteRoutesSchema` */
export const remoteRoutesCheck: AnswerCheck<RemoteRoutes> = answerCheck(array(object({ path: text(0, Infinity, /^\/[^?#]*$/), screen: text(1, Infinity), title: text(1, 200), signedIn: boolean, nav: optional(object({ menu: oneOf(['main', 'legal']), label: text(1, Infinity) })) })));

/** `pageHeadsSchema` */
export const pageHeadsCheck: AnswerCheck<PageHeads> = answerCheck(array(object({ path: text(0, Infinity, /^\/[^?#]*$/), title: text(1, 200), description: text(0, 1000), kind: oneOf(['website', 'article']), lastModified: optional(text(0, Infinity, /^\d{4}-\d{2}-\d{2}$/)), structuredData: optional(array(record(unknown))) })));
