import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules.ts';

/** An e-mail address as the api stores it: trimmed, lowercased, checked. */
export const emailSchema = z
  .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Veuillez indiquer votre adresse e-mail.', abort: true })
  .max(254, { error: 'Adresse e-mail trop longue.', abort: true })
  .pipe(z.email({ error: 'Adresse e-mail invalide.' }));

/** A new password (signup, reset, change): 8 to 128 characters, spaces and any script allowed. */
export const newPasswordSchema = z
  .string({ error: 'Veuillez choisir un mot de passe.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Le mot de passe doit faire au moins ${PASSWORD_MIN_LENGTH} caractères.` })
  .max(PASSWORD_MAX_LENGTH, { error: 'Le mot de passe ne doit pas dépasser 128 caractères.' });

/** A password being checked (login, confirmation): only required and bounded. */
export const givenPasswordSchema = z
  .string({ error: 'Veuillez saisir votre mot de passe.' })
  .min(1, { error: 'Veuillez saisir votre mot de passe.' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Le mot de passe ne doit pas dépasser 128 caractères.' });

/**
 * True when a one-line text holds a control character (C0, DEL, C1, line and paragraph separators) or
 * a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): invisible, they can
 * break a layout or make a name read as another text (a file name that reads backwards after U+202E).
 */
export function hasInvisibleControls(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

/** A person's name as shown in 'Bienvenue, {name}!' (docs/product.md §2). */
export const personNameSchema = z
  .string({ error: 'Veuillez indiquer votre nom.' })
  .trim()
  .min(1, { error: 'Veuillez indiquer votre nom.' })
  .max(100, { error: 'Le nom ne doit pas dépasser 100 caractères.' })
  .refine((name) => !hasInvisibleControls(name), { error: 'Le nom contient des caractères invisibles non autorisés.' });
