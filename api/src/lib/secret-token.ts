import { hash, randomBytes } from 'node:crypto';

/** A bearer secret (session cookie, reset link): 256 random bits, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a bearer secret: its sha256, so a leaked table opens nothing. Computed
 * on every signed-in request: the one-shot `hash` costs half of a `createHash` object's update and digest.
 */
export function hashSecretToken(token: string): string {
  return hash('sha256', token, 'base64url');
}
