import { newPasswordSchema } from '@lettra/contracts';

/** Why `password` cannot be a new password, in the words the api would refuse it with; null when it can. */
export function newPasswordProblem(password: string): string | null {
  const checked = newPasswordSchema.safeParse(password);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
