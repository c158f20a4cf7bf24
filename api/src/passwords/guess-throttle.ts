import type { AppConfig } from '../config.ts';
import { TooManyAttemptsError } from '../errors/too-many-attempts-error.ts';
import { hashSecretToken } from '../lib/secret-token.ts';
import type { GuessThrottleRepository } from './guess-throttle.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
// Gentler than a lockout, which attackers use to lock real users out.
const MAX_WAIT_SECONDS = 15 * 60;

/**
 * Whose password is being guessed. A hash, so the table holds no address, computed the same way
 * whether an account exists or not; every row of a subject has a key that starts with it.
 */
export const guessSubject = {
  login: (email: string) => hashSecretToken(`login:${email}`),
  passwordCheck: (userId: string) => hashSecretToken(`password-check:${userId}`),
};

interface GuessThrottleDeps {
  repository: GuessThrottleRepository;
  config: Pick<AppConfig, 'now' | 'loginBackoffAfter' | 'guessesPerAccountHour'>;
}

/**
 * Back-off on password guesses (docs/security.md, 'Login back-off'), per account AND per source:
 * - one source (client-address/client-source.ts) guessing one account's password gets
 *   `loginBackoffAfter` guesses, then waits 1 s, 2 s, 4 s… up to 15 minutes between guesses, until a
 *   right guess from that source. Another source, the owner's, is not slowed by it;
 * - all sources together get `guessesPerAccountHour` guesses at one account per clock hour, so that
 *   many sources cannot share the guessing out; a source with no failure at the account still gets
 *   its one guess checked, so the owner is never locked out by strangers' failures.
 * A guess is counted before the password is checked, in one statement per counter, so guesses sent
 * together cannot all pass the check before any is counted.
 */
export function createGuessThrottle({ repository, config }: GuessThrottleDeps) {
  const sourceKey = (subject: string, source: string) => `${subject}:${hashSecretToken(`source:${source}`)}`;

  return {
    /**
     * Counts a guess at `subject`'s password from `source`, or throws TooManyAttemptsError. Call
     * `succeeded()` on the answer when the password was right: a right guess is not a guess.
     */
    async take(subject: string, source: string): Promise<{ succeeded: () => Promise<void> }> {
      const now = config.now();
      const key = sourceKey(subject, source);
      const counted = await repository.countUnlessBlocked(key, now, { after: config.loginBackoffAfter, maxWaitSeconds: MAX_WAIT_SECONDS });
      if (counted === null) {
        const until = await repository.blockedUntil(key);
        throw new TooManyAttemptsError(until ? (until.getTime() - now.getTime()) / 1000 : 1);
      }
      const hour = Math.floor(now.getTime() / HOUR_MS);
      const hourKey = `${subject}@${hour}`;
      // A source with no failure at this account (its first guess since its last right one) is not
      // held back by the others': the owner at home still signs in while strangers use up the hour.
      // Its guess is counted on its own key, so a wrong one makes it wait for the hour like the rest.
      const freshSource = counted === 1;
      if ((await repository.countBelow(hourKey, now, config.guessesPerAccountHour)) === null && !freshSource) {
        throw new TooManyAttemptsError(((hour + 1) * HOUR_MS - now.getTime()) / 1000);
      }
      return {
        // This source's back-off on the subject ends, and the guess leaves the hour's count.
        succeeded: async () => {
          await repository.remove(key);
          await repository.uncount(hourKey);
        },
      };
    },

    /** Proof of another kind (the mailbox): every back-off on the subject ends. */
    clear: (subject: string): Promise<void> => repository.removeAllOf(subject),
  };
}

export type GuessThrottle = ReturnType<typeof createGuessThrottle>;
