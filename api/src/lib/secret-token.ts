import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (session cookie, reset link): 256 random bits, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a bearer secret: its sha256, so a leaked table opens nothing. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
