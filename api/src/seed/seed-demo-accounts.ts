import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/ids.ts';
import type { PasswordHasher } from '../passwords/password-hasher.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import type { SeedRepository } from './seed.repository.ts';

interface SeedDeps {
  repository: SeedRepository;
  hasher: PasswordHasher;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Creates the demo accounts that do not exist yet, with their letters. Idempotent: an account
 * already there (even changed or emptied by its users) is left alone.
 */
export async function seedDemoAccounts(
  { repository, hasher, now, log }: SeedDeps,
  accounts: DemoAccount[] = DEMO_ACCOUNTS,
): Promise<number> {
  let created = 0;
  for (const account of accounts) {
    if (await repository.emailExists(account.email)) continue;
    const at = now();
    const userId = newId('user');
    const periodEnd = new Date(at);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const inserted = await repository.insertAccount(
      {
        id: userId,
        name: account.name,
        email: account.email,
        passwordHash: await hasher.hash(account.password),
        createdAt: at,
        lastActiveAt: at,
        ...(account.premium
          ? { isSubscribed: true, subscriptionStatus: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false }
          : {}),
      },
      account.letters.map((letter) => ({
        id: newId('let'),
        userId,
        title: letter.title,
        company: letter.company,
        position: letter.position,
        content: letter.content,
        favorite: letter.favorite,
        language: 'french',
        tone: letter.tone,
        createdAt: new Date(letter.createdAt),
        updatedAt: new Date(letter.createdAt),
      })),
    );
    if (inserted) {
      created += 1;
      log.info({ userId, premium: account.premium, letters: account.letters.length }, 'demo account created');
    }
  }
  return created;
}
