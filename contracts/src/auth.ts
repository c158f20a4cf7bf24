import { z } from 'zod';
import { emailSchema, givenPasswordSchema, isoInstantSchema, newPasswordSchema, personNameSchema } from './fields.ts';

/** docs/product.md §5: the one message for an incomplete signup form. */
export const SIGNUP_INCOMPLETE_MESSAGE =
  'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 6 caractères.';
/** docs/product.md §5: the one message for any failed login, whatever was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Email ou mot de passe invalide';

/**
 * `POST /api/auth/signup`. `acceptTerms` must be true: the api itself refuses the signup otherwise
 * (400 'Vous devez accepter les conditions d'utilisation…'), not only the disabled button.
 */
export const signupBodySchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.boolean({ error: "Vous devez accepter les conditions d'utilisation pour créer un compte." }).default(false),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** `POST /api/auth/login`. */
export const loginBodySchema = z.strictObject({
  email: z
    .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
    .max(254, { error: 'Adresse e-mail trop longue.' }),
  password: givenPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** `POST /api/auth/password-reset`: always answered with the same neutral message. */
export const passwordResetRequestBodySchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** `POST /api/auth/password-reset/confirm`: the token from the e-mailed link and the new password. */
export const passwordResetConfirmBodySchema = z.strictObject({
  token: z
    .string({ error: 'Lien de réinitialisation invalide.' })
    .min(1, { error: 'Lien de réinitialisation invalide.' })
    .max(200, { error: 'Lien de réinitialisation invalide.' }),
  password: newPasswordSchema,
});
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBodySchema>;

/** The signed-in user as the browser sees it. Premium is decided by the api (docs/decisions.md). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Effective premium: subscribed, or the premium-day promotion is running. */
  isPremium: z.boolean(),
  isSubscribed: z.boolean(),
  /** End of the premium-day promotion while it runs (banner, docs/product.md §2); null otherwise. */
  premiumDayEndsAt: isoInstantSchema.nullable(),
  subscription: z.object({
    status: z.string().nullable(),
    currentPeriodEnd: isoInstantSchema.nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * `GET /api/auth/session`, and the answer of signup, login, logout and profile changes.
 * `premiumDayEndsAt` is also given without a user, for the landing page banner.
 */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  premiumDayEndsAt: isoInstantSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
