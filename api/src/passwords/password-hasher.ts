import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet minimum for argon2id (docs/security-payments.md §2). The
// algorithm is left to the library's default, argon2id: its enum is a `const enum`, which
// type stripping cannot read.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PARAMETERS = '$argon2id$v=19$m=19456,t=2,p=1$';

// NIST SP 800-63B: compare passwords after Unicode normalisation, so 'é' typed two ways matches.
const normalise = (password: string) => password.normalize('NFKC');

/** Hashes and checks passwords with argon2id; `verifyAgainstNothing` keeps unknown e-mails as slow as known ones. */
export function createPasswordHasher() {
  // Verified when the e-mail matches no account, so a failed login takes the same time either way.
  let dummyHash: Promise<string> | null = null;

  return {
    hash: (password: string): Promise<string> => hash(normalise(password), ARGON2_OPTIONS),

    verify: async (passwordHash: string, password: string): Promise<boolean> => {
      try {
        return await verify(passwordHash, normalise(password));
      } catch {
        return false;
      }
    },

    async verifyAgainstNothing(password: string): Promise<false> {
      dummyHash ??= hash('lettra-dummy-password', ARGON2_OPTIONS);
      await verify(await dummyHash, normalise(password)).catch(() => false);
      return false;
    },

    /** True when a stored hash was made with other parameters; it is re-hashed at the next login. */
    needsRehash: (passwordHash: string): boolean => !passwordHash.startsWith(CURRENT_PARAMETERS),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
