import { z } from 'zod';
import { TERMS_REQUIRED_MESSAGE } from './auth-rules.ts';
import { emailSchema, givenPasswordSchema, newPasswordSchema, personNameSchema } from './fields.ts';

/**
 * `POST /api/auth/signup`. `acceptTerms` must be true: the api itself refuses the signup otherwise
 * (400 'Vous devez accepter les conditions d'utilisation…'), not only the disabled button.
 */
export const signupBodySchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.boolean({ error: TERMS_REQUIRED_MESSAGE }).default(false),
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
