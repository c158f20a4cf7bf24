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

/**
 * `POST /api/auth/signup` answers 202 with this message whatever the address (docs/security.md
 * 'Sign-up by e-mail link'): a new address gets the link that creates the account, one that already
 * has an account gets a notice. The answer tells nobody which addresses have an account.
 */
export const SIGNUP_CHECK_MAIL_MESSAGE =
  'Vérifiez votre boîte mail : nous y envoyons le lien qui active votre compte, valable 24 heures.';

/**
 * `POST /api/auth/signup/confirm`: the token of the e-mailed link, and the password chosen at sign-up,
 * so that a link opened by someone who did not sign up creates nothing. Answered like a login.
 */
export const signupConfirmBodySchema = z.strictObject({
  token: z
    .string({ error: 'Lien d’inscription invalide.' })
    .min(1, { error: 'Lien d’inscription invalide.' })
    .max(200, { error: 'Lien d’inscription invalide.' }),
  password: givenPasswordSchema,
});
export type SignupConfirmBody = z.input<typeof signupConfirmBodySchema>;
