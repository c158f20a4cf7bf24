import { z } from 'zod';
import { newPasswordSchema } from '@lettra/contracts';

/**
 * A new password typed twice: the api's own rule for the first, in the words it would refuse it with;
 * the second compared only once the first is acceptable.
 */
export const newPasswordTwiceSchema = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine(({ password, confirmation }) => password === confirmation, {
    path: ['confirmation'],
    message: 'Les mots de passe ne correspondent pas.',
  });
export type NewPasswordTwice = z.input<typeof newPasswordTwiceSchema>;

/** A change of password in the settings: the current one, then a new one by the api's rule. */
export const passwordChangeFormSchema = z.object({
  currentPassword: z.string().min(1, 'Veuillez saisir votre mot de passe actuel.'),
  newPassword: newPasswordSchema,
});
export type PasswordChangeFields = z.input<typeof passwordChangeFormSchema>;
