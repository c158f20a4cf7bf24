import { z } from 'zod';
import { LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@lettra/contracts';
import { authTexts } from '../../../content/auth-texts.ts';

/**
 * docs/product.md §5: the one login message, whatever is missing. A password set under the older
 * 6-character rule still signs in. The e-mail is sent trimmed.
 */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, authTexts.invalidCredentials),
  password: z.string().min(LOGIN_PASSWORD_MIN_LENGTH, authTexts.invalidCredentials),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/**
 * docs/product.md §5: the terms alert first (it names the one thing to do), then the single
 * incomplete-form message, whichever field is incomplete. Name and e-mail are sent trimmed.
 */
export const signupFormSchema = z.object({
  acceptTerms: z.boolean().refine((accepted) => accepted, authTexts.termsRequired),
  name: z.string().trim().min(1, authTexts.signupInvalid),
  email: z.string().trim().min(1, authTexts.signupInvalid),
  password: z.string().min(PASSWORD_MIN_LENGTH, authTexts.signupInvalid),
});
export type SignupForm = z.input<typeof signupFormSchema>;
