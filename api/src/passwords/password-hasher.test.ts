import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher.ts';

describe('password hasher', () => {
  const hasher = createPasswordHasher();

  it('stores argon2id with the OWASP parameters and checks the password back', async () => {
    const hash = await hasher.hash('Une phrase de passe');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Une phrase de passe')).toBe(true);
    expect(await hasher.verify(hash, 'une phrase de passe')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('matches an accented password however its letters were composed', async () => {
    const composed = 'Clé-été-2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await hasher.verify(await hasher.hash(composed), decomposed)).toBe(true);
  });

  it('answers false, not an error, for a damaged hash', async () => {
    expect(await hasher.verify('not-a-hash', 'whatever')).toBe(false);
  });

  it('asks for a re-hash when the parameters were weaker', () => {
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });
});
