import { z } from 'zod';
import { letterViewSchema } from './letters.ts';
import { emailSchema, givenPasswordSchema, isoInstantSchema, newPasswordSchema, personNameSchema } from './fields.ts';

/** `PATCH /api/me`: the settings' profile form (spec §2); the e-mail stays unique. */
export const profileUpdateBodySchema = z
  .strictObject({ name: personNameSchema.optional(), email: emailSchema.optional() })
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    error: 'Rien à modifier : indiquez un nom ou une adresse e-mail.',
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** `POST /api/me/password`: the current password is required; the user's other sessions end. */
export const passwordChangeBodySchema = z.strictObject({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** `GET|PUT /api/me/preferences` (spec §3): email on, newFeatures on, tips off by default. */
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
      currentPeriodEnd: isoInstantSchema.nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  }),
  preferences: notificationPreferencesSchema,
  letters: z.array(letterViewSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
