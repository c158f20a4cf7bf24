import { LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH, type LoginBody, type SignupBody } from '@lettra/contracts';
import { fr } from '@lettra/shared-ui/strings';

/**
 * docs/product.md §5: the one login message, whatever is missing; null when the form may be sent. A
 * password set under the older 6-character rule still signs in.
 */
export function loginProblem({ email, password }: LoginBody): string | null {
  if (!email.trim() || password.length < LOGIN_PASSWORD_MIN_LENGTH) return fr.auth.invalidCredentials;
  return null;
}

/** docs/product.md §5: the terms alert first (it names the one thing to do), then the single incomplete-form message. */
export function signupProblem({ name, email, password, acceptTerms }: SignupBody): string | null {
  if (!acceptTerms) return fr.auth.termsRequired;
  if (!name.trim() || !email.trim() || password.length < PASSWORD_MIN_LENGTH) return fr.auth.signupInvalid;
  return null;
}
