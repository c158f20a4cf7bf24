// The sign-in and sign-up rules' texts, which only this remote shows (the forms and the password
// change). The api words them and refuses with them too (@lettra/contracts): one text on both sides.
import { LOGIN_FAILED_MESSAGE, PASSWORD_MIN_LENGTH, SIGNUP_INCOMPLETE_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@lettra/contracts';

export const authTexts = {
  invalidCredentials: LOGIN_FAILED_MESSAGE,
  signupInvalid: SIGNUP_INCOMPLETE_MESSAGE,
  passwordHint: `Minimum ${PASSWORD_MIN_LENGTH} caractères`,
  termsRequired: TERMS_REQUIRED_MESSAGE,
} as const;
