import { randomBytes } from 'node:crypto';

/**
 * A row id: a readable prefix and 144 random bits, base64url. Unguessable, unlike the spec's
 * timestamp ids (docs/decisions.md), so an id alone never opens someone else's data.
 */
export function newId(prefix: 'user' | 'let' | 'gen'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}
