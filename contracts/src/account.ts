import { z } from 'zod';
import { letterViewSchema } from './letters.ts';
import { letterVersionsExportSchema } from './refinement.ts';
import { savedResumeSchema } from './saved-resume.ts';
import { emailSchema, givenPasswordSchema, newPasswordSchema, personNameSchema } from './fields.ts';
import { isoInstantSchema, sessionResponseSchema } from './session.ts';

/** The one message for a change of address that needs the password and was sent without it. */
export const EMAIL_CHANGE_PASSWORD_REQUIRED = 'Saisissez votre mot de passe pour changer d’adresse e-mail.';

/**
 * `PATCH /api/me`: the settings' profile form (docs/product.md §2). The name changes at once; a new e-mail
 * needs `currentPassword` and changes only once the link sent to it is opened (docs/security.md).
 */
export const profileUpdateBodySchema = z
  .strictObject({
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: givenPasswordSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    error: 'Rien à modifier : indiquez un nom ou une adresse e-mail.',
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/**
 * The answer of `PATCH /api/me`: the session as it is now, and the address a confirmation link was
 * sent to when the e-mail is to change (the same answer whether or not another account has it).
 */
export const profileUpdateResponseSchema = z.object({
  ...sessionResponseSchema.shape,
  confirmationSentTo: z.string().nullable(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** `POST /api/me/email/confirm` and `/undo`: the token of the e-mailed link; no session needed. */
export const emailChangeTokenBodySchema = z.strictObject({
  token: z
    .string({ error: 'Lien invalide.' })
    .min(1, { error: 'Lien invalide.' })
    .max(200, { error: 'Lien invalide.' }),
});
export type EmailChangeTokenBody = z.input<typeof emailChangeTokenBodySchema>;

/** `POST /api/me/password`: the current password is required; the user's other sessions end. */
export const passwordChangeBodySchema = z.strictObject({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** `GET|PUT /api/me/preferences` (docs/product.md §3): email on, newFeatures on, tips off by default. */
export const notificationPreferencesSchema = z.strictObject({
  email: z.boolean({ error: 'Valeur attendue : true ou false.' }),
  newFeatures: z.boolean({ error: 'Valeur attendue : true ou false.' }),
  tips: z.boolean({ error: 'Valeur attendue : true ou false.' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `DELETE /api/me`: the password confirms the deletion of the account and all its data. */
export const accountDeletionBodySchema = z.strictObject({ password: givenPasswordSchema });
export type AccountDeletionBody = z.input<typeof accountDeletionBodySchema>;

/**
 * The answer of `DELETE /api/me`. `subscriptionCancelled`: a Stripe subscription was ended at once
 * with the account, so nothing more will be charged (docs/security.md).
 */
export const accountDeletionResponseSchema = z.object({ ok: z.literal(true), subscriptionCancelled: z.boolean() });
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

/** One signed-in browser of the account, as settings' security section lists it. */
export const accountSessionSchema = z.object({
  /** An id for this list only: neither the cookie nor what the database keeps of it. */
  id: z.string(),
  /** Browser and system read from the User-Agent at sign-in, in French ('Firefox sur Windows'). */
  device: z.string(),
  signedInAt: isoInstantSchema,
  /** Updated at most once a minute. */
  lastActiveAt: isoInstantSchema,
  /** The browser asking: settings marks it 'Cette session'. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/me/sessions`: the account's open sessions, this one first, then the most recently active. */
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** `DELETE /api/me/sessions/:id`: one session of the account, by its listed id. */
export const accountSessionParamsSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, { error: 'Session introuvable.' }),
});

/** `DELETE /api/me/sessions`: every session but this one ended ('Déconnecter les autres appareils'). */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** `GET /api/me/export` (RGPD art. 15 and 20): everything the api keeps about the user, as JSON. */
export const accountExportSchema = z.object({
  exportedAt: isoInstantSchema,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: isoInstantSchema,
    lastActiveAt: isoInstantSchema,
    isPremium: z.boolean(),
    subscription: z.object({
      isSubscribed: z.boolean(),
      status: z.string().nullable(),
      currentPeriodEnd: z.nullable(isoInstantSchema),
      cancelAtPeriodEnd: z.boolean(),
    }),
  }),
  preferences: notificationPreferencesSchema,
  letters: z.array(letterViewSchema),
  /** The CV kept for the next letters, null when the user kept none. */
  savedResume: savedResumeSchema.nullable(),
  /** What each letter keeps besides its text: its versions and checks (none for a letter saved before they were kept). */
  letterVersions: z.array(letterVersionsExportSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
