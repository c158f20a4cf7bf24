import { CommonPasswordError } from '../errors/common-password-error.ts';
import { hashSecretToken } from '../lib/secret-token.ts';
import { isWeakPassword } from './weak-password.ts';

/**
 * Refuses a new password that is common or as easy to guess (weak-password.ts, docs/security.md);
 * length is the contract's job.
 */
export function assertPasswordNotCommon(password: string): void {
  if (isWeakPassword(password)) throw new CommonPasswordError();
}

/**
 * Key of an e-mail's login back-off counter: a hash, so the table holds no address, computed the
 * same way whether an account exists or not.
 */
export function loginThrottleKey(email: string): string {
  return hashSecretToken(`login:${email}`);
}
