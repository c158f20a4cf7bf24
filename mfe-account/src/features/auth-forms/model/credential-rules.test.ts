import type { z } from 'zod';
import { loginFormSchema, signupFormSchema } from './credential-rules.ts';

/** The message the form shows for `input`: the first its schema finds; null when it may be sent. */
const problemOf = (schema: z.ZodType, input: unknown) => {
  const checked = schema.safeParse(input);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

const INVALID_LOGIN = 'Email ou mot de passe invalide';
const INCOMPLETE_SIGNUP = 'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.';
const TERMS = "Vous devez accepter les conditions d'utilisation pour créer un compte.";

describe('the login form', () => {
  it.each([
    [{ email: 'lea@exemple.fr', password: 'secret' }, null],
    [{ email: '', password: 'secret' }, INVALID_LOGIN],
    // Blank spaces are not an address.
    [{ email: '   ', password: 'secret' }, INVALID_LOGIN],
    [{ email: 'lea@exemple.fr', password: '' }, INVALID_LOGIN],
    [{ email: 'lea@exemple.fr', password: '12345' }, INVALID_LOGIN],
    // A password set under the older 6-character rule still signs in.
    [{ email: 'lea@exemple.fr', password: 'Jardin' }, null],
  ])('judges %j as %j', (input, expected) => {
    expect(problemOf(loginFormSchema, input)).toBe(expected);
  });
});

describe('the signup form', () => {
  const complete = { name: 'Léa Dubois', email: 'lea@exemple.fr', password: 'Tournesol', acceptTerms: true };

  it.each([
    [complete, null],
    [{ ...complete, name: ' ' }, INCOMPLETE_SIGNUP],
    [{ ...complete, email: '' }, INCOMPLETE_SIGNUP],
    [{ ...complete, password: '12345' }, INCOMPLETE_SIGNUP],
    // Eight characters since NIST SP 800-63B (DECISIONS.md): six or seven are refused.
    [{ ...complete, password: 'secret' }, INCOMPLETE_SIGNUP],
    [{ ...complete, password: 'Jardin7' }, INCOMPLETE_SIGNUP],
    [{ ...complete, acceptTerms: false }, TERMS],
    // Unticked terms are named even when the rest is missing too: it is what the button waits for.
    [{ name: '', email: '', password: '', acceptTerms: false }, TERMS],
  ])('judges %j as %j', (input, expected) => {
    expect(problemOf(signupFormSchema, input)).toBe(expected);
  });
});
