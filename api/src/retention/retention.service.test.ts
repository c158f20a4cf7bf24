import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAgent, createTestClock, insertLetter, rowsLeftBy, setupTestApp, startTestApp, subscribe } from '../../test/helper.ts';
import {
  emailChanges,
  generationUsage,
  letters,
  loginThrottles,
  passwordResets,
  sessions,
  signupRequests,
  stripeEvents,
  users,
} from '../db/schema.ts';
import { hashSecretToken } from '../lib/secret-token.ts';
import { newId } from '../lib/ids.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SUBJECT = `Subject: =?UTF-8?B?${Buffer.from('Votre compte Lettra sera supprimé dans 7 jours').toString('base64')}?=`;

const clock = createTestClock();
const START = clock.now();
const t = setupTestApp({ clock });

// One app for the file (building one takes seconds); each test starts from an empty database, an
// empty outbox and the same day, so that the job's counts are the test's own.
beforeEach(async () => {
  t.clock.set(START);
  await t.app.db.delete(users);
  await t.app.db.delete(loginThrottles);
  await t.app.db.delete(stripeEvents);
  await rm(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });
});

async function mailsTo(email: string): Promise<string[]> {
  const folder = path.join(t.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [])).sort();
  const messages = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return messages.filter((message) => message.includes(`\r\nTo: ${email}\r\n`));
}

async function findUser(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

describe('the warning', () => {
  it('goes once to an account inactive for 23 days, in French, with the deletion date and the login link', async () => {
    const account = await createAgent(t.app).signup({ name: 'Zoé Lefèvre' });

    t.clock.advance(23 * DAY - HOUR);
    expect((await t.app.retention.run()).warned).toBe(0);
    expect(await mailsTo(account.email)).toHaveLength(0);

    t.clock.advance(HOUR);
    expect((await t.app.retention.run()).warned).toBe(1);
    const [mail] = await mailsTo(account.email);
    expect(mail).toContain(SUBJECT);
    expect(mail).toContain('Bonjour Zoé Lefèvre,');
    // Warned on 7 April 2026 at 10:00 UTC: the deletion is due 7 days later.
    expect(mail).toContain('votre compte et toutes vos lettres seront définitivement supprimés le mardi 14 avril 2026.');
    expect(mail).toContain(`il vous suffit de vous connecter avant cette date :\r\n\r\n${t.config.publicUrl}/login\r\n`);
    expect((await findUser(account.id))?.retentionWarnedAt).toEqual(t.clock.now());

    t.clock.advance(HOUR);
    expect((await t.app.retention.run()).warned).toBe(0);
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('is taken back when the e-mail cannot be sent, and sent at a later run', async () => {
    const account = await createAgent(t.app).signup();
    t.clock.advance(23 * DAY);
    // A file where the outbox folder should be: the mailer fails as an unreachable SMTP server would.
    const outbox = path.join(t.dataDir, 'outbox');
    await rm(outbox, { recursive: true, force: true });
    await writeFile(outbox, '');
    expect(await t.app.retention.run()).toMatchObject({ warned: 0, warningsFailed: 1 });
    expect((await findUser(account.id))?.retentionWarnedAt).toBeNull();

    await rm(outbox);
    t.clock.advance(7 * DAY);
    // Not deleted on the warning it never got: warned now, deleted 7 days from now.
    expect(await t.app.retention.run()).toMatchObject({ warned: 1, warningsFailed: 0, deleted: 0 });
    expect(await mailsTo(account.email)).toHaveLength(1);
  });
});

describe('the deletion', () => {
  it('removes at day 30 the account and everything of it, and nothing of the others', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    await insertLetter(t.app, account.id);
    await insertLetter(t.app, account.id);
    await agent.request({ method: 'PUT', url: '/api/me/preferences', payload: { email: false, newFeatures: false, tips: true } });
    await t.app.db.insert(generationUsage).values({ id: newId('gen'), userId: account.id, letterId: null, createdAt: t.clock.now() });

    t.clock.advance(20 * DAY);
    const other = await createAgent(t.app).signup();
    const otherLetter = await insertLetter(t.app, other.id);

    t.clock.advance(3 * DAY);
    expect((await t.app.retention.run()).warned).toBe(1);
    t.clock.advance(7 * DAY - HOUR);
    // A reset link and a failed login shortly before the deletion: neither is activity, both go with the account.
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    await t.app.background.settled();
    expect((await createAgent(t.app).login(account.email, 'Pas-le-bon-2026')).statusCode).toBe(401);
    t.clock.advance(HOUR);

    expect((await t.app.retention.run()).deleted).toBe(1);
    expect(Object.entries(await rowsLeftBy(t.app, account)).filter(([, count]) => count > 0)).toEqual([]);
    expect(await findUser(other.id)).not.toBeNull();
    expect(await t.app.db.select().from(letters).where(eq(letters.id, otherLetter.id))).toHaveLength(1);
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(401);
  });

  it('waits 7 days after the warning, even when the job did not run before day 45', async () => {
    const account = await createAgent(t.app).signup();
    t.clock.advance(45 * DAY);
    expect(await t.app.retention.run()).toMatchObject({ warned: 1, deleted: 0 });

    t.clock.advance(7 * DAY - MINUTE);
    expect(await t.app.retention.run()).toMatchObject({ warned: 0, deleted: 0 });
    expect(await findUser(account.id)).not.toBeNull();

    t.clock.advance(MINUTE);
    expect(await t.app.retention.run()).toMatchObject({ warned: 0, deleted: 1 });
    expect(await findUser(account.id)).toBeNull();
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('does not happen to an account whose owner logs in after the warning; 23 days later it is warned again', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    t.clock.advance(23 * DAY);
    await t.app.retention.run();

    t.clock.advance(3 * DAY);
    expect((await agent.login(account.email, account.password)).statusCode).toBe(200);

    t.clock.advance(11 * DAY);
    expect(await t.app.retention.run()).toMatchObject({ warned: 0, deleted: 0 });
    expect(await findUser(account.id)).not.toBeNull();
    expect(await mailsTo(account.email)).toHaveLength(1);

    // Day 49: 23 days after the login.
    t.clock.advance(12 * DAY);
    expect(await t.app.retention.run()).toMatchObject({ warned: 1, deleted: 0 });
    expect(await mailsTo(account.email)).toHaveLength(2);
    t.clock.advance(7 * DAY);
    expect((await t.app.retention.run()).deleted).toBe(1);
  });
});

describe('subscribers', () => {
  // Every way the user row can say a Stripe subscription runs now; no period end, so that only the
  // subscription itself, not its end date, keeps the account.
  it.each([
    { label: 'subscribed', columns: { isSubscribed: true, subscriptionStatus: 'active' } },
    { label: 'on trial', columns: { isSubscribed: false, subscriptionStatus: 'trialing' } },
    { label: 'past due while Stripe retries the payment', columns: { isSubscribed: false, subscriptionStatus: 'past_due' } },
    { label: 'subscribed, status unknown', columns: { isSubscribed: true, subscriptionStatus: null } },
  ].map(({ label, columns }) => ({ label, columns: { ...columns, stripeSubscriptionId: 'sub_retention_test' } })))('are never warned nor deleted: $label', async ({ columns }) => {
    const account = await createAgent(t.app).signup();
    await t.app.db.update(users).set(columns).where(eq(users.id, account.id));
    for (let week = 0; week < 12; week += 1) {
      t.clock.advance(7 * DAY);
      expect(await t.app.retention.run()).toMatchObject({ warned: 0, deleted: 0 });
    }
    expect(await findUser(account.id)).toMatchObject({ retentionWarnedAt: null });
    expect(await mailsTo(account.email)).toHaveLength(0);
  });

  it('keep a cancelled subscription until its period ends', async () => {
    const account = await createAgent(t.app).signup();
    await subscribe(t.app, account.id);
    await t.app.db.update(users).set({ cancelAtPeriodEnd: true }).where(eq(users.id, account.id));
    t.clock.advance(90 * DAY);
    expect((await t.app.retention.run()).warned).toBe(0);
  });

  // Privacy page: 'Le délai de 30 jours commence à la fin de l'abonnement.'
  it.each([
    { label: 'ended by Stripe', columns: { isSubscribed: false, subscriptionStatus: 'canceled', cancelAtPeriodEnd: false } },
    { label: 'cancelled in demo mode', columns: { isSubscribed: true, subscriptionStatus: 'active', cancelAtPeriodEnd: true } },
    // Demo Premium lasts one month, renewed by nothing (docs/security.md).
    { label: 'a demo month run out', columns: { isSubscribed: true, subscriptionStatus: 'active', cancelAtPeriodEnd: false } },
  ])('count the 30 days from the end of the subscription: $label', async ({ columns }) => {
    const account = await createAgent(t.app).signup();
    const periodEnd = new Date(t.clock.now().getTime() + 10 * DAY);
    await t.app.db.update(users).set({ ...columns, currentPeriodEnd: periodEnd }).where(eq(users.id, account.id));

    t.clock.set(new Date(periodEnd.getTime() + 23 * DAY - MINUTE));
    expect((await t.app.retention.run()).warned).toBe(0);
    t.clock.advance(MINUTE);
    expect((await t.app.retention.run()).warned).toBe(1);
    t.clock.advance(7 * DAY);
    expect((await t.app.retention.run()).deleted).toBe(1);
  });
});

describe('several instances', () => {
  it('running the job at once send one warning and delete once', async () => {
    const account = await createAgent(t.app).signup();
    t.clock.advance(23 * DAY);
    const firstRuns = await Promise.all([t.app.retention.run(), t.app.retention.run(), t.app.retention.run()]);
    expect(firstRuns.map((report) => report.warned).sort()).toEqual([0, 0, 1]);
    expect(await mailsTo(account.email)).toHaveLength(1);

    t.clock.advance(7 * DAY);
    const secondRuns = await Promise.all([t.app.retention.run(), t.app.retention.run(), t.app.retention.run()]);
    expect(secondRuns.map((report) => report.deleted).sort()).toEqual([0, 0, 1]);
  });
});

describe('pruning', () => {
  it('drops expired sessions, spent reset and e-mail change links, day-old back-off counters and month-old Stripe events', async () => {
    const account = await createAgent(t.app).signup();
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    await t.app.db.insert(sessions).values([
      { id: hashSecretToken('expired'), userId: account.id, createdAt: ago(31 * DAY), lastSeenAt: ago(HOUR), expiresAt: ago(DAY) },
      { id: hashSecretToken('idle'), userId: account.id, createdAt: ago(9 * DAY), lastSeenAt: ago(8 * DAY), expiresAt: later(DAY) },
    ]);
    await t.app.db.insert(passwordResets).values([
      { tokenHash: 'used', userId: account.id, email: account.email, createdAt: ago(HOUR), expiresAt: later(HOUR), usedAt: ago(MINUTE) },
      { tokenHash: 'expired', userId: account.id, email: account.email, createdAt: ago(2 * HOUR), expiresAt: ago(HOUR) },
      { tokenHash: 'live', userId: account.id, email: account.email, createdAt: ago(MINUTE), expiresAt: later(HOUR) },
    ]);
    const change = { userId: account.id, oldEmail: account.email, newEmail: 'autre@exemple.fr', createdAt: ago(DAY) };
    await t.app.db.insert(emailChanges).values([
      { ...change, confirmTokenHash: 'never-confirmed', expiresAt: ago(HOUR) },
      { ...change, confirmTokenHash: 'undo-expired', expiresAt: later(HOUR), confirmedAt: ago(8 * DAY), undoTokenHash: 'u1', undoExpiresAt: ago(DAY) },
      { ...change, confirmTokenHash: 'undone', expiresAt: ago(30 * DAY), confirmedAt: ago(31 * DAY), undoTokenHash: 'u2', undoExpiresAt: ago(24 * DAY), undoneAt: ago(30 * DAY + MINUTE) },
      // Undone lately: it still holds the account's address (account/email-change/after-undo.ts).
      { ...change, confirmTokenHash: 'undone-lately', expiresAt: ago(DAY), confirmedAt: ago(8 * DAY), undoTokenHash: 'u4', undoExpiresAt: ago(DAY), undoneAt: ago(2 * DAY) },
      { ...change, confirmTokenHash: 'pending', expiresAt: later(HOUR) },
      { ...change, confirmTokenHash: 'undoable', expiresAt: later(HOUR), confirmedAt: ago(HOUR), undoTokenHash: 'u3', undoExpiresAt: later(DAY) },
    ]);
    const waiting = { email: 'attente@exemple.fr', name: 'En attente', passwordHash: 'h', createdAt: ago(2 * DAY) };
    await t.app.db.insert(signupRequests).values([
      { ...waiting, tokenHash: 'signup-expired', expiresAt: ago(DAY) },
      { ...waiting, tokenHash: 'signup-live', createdAt: ago(HOUR), expiresAt: later(HOUR) },
    ]);
    await t.app.db.insert(loginThrottles).values([
      { emailHash: 'old', failures: 3, updatedAt: ago(DAY + MINUTE) },
      { emailHash: 'recent', failures: 3, updatedAt: ago(HOUR), blockedUntil: later(MINUTE) },
    ]);
    await t.app.db.insert(stripeEvents).values([
      { id: 'evt_old', type: 'invoice.paid', createdAt: ago(31 * DAY), processedAt: ago(31 * DAY) },
      { id: 'evt_recent', type: 'invoice.paid', createdAt: ago(29 * DAY), processedAt: ago(29 * DAY) },
    ]);

    expect((await t.app.retention.run()).pruned).toEqual({
      sessions: 2,
      passwordResets: 2,
      emailChanges: 3,
      signupRequests: 1,
      loginThrottles: 1,
      stripeEvents: 1,
    });
    expect(await t.app.db.select({ tokenHash: signupRequests.tokenHash }).from(signupRequests)).toEqual([{ tokenHash: 'signup-live' }]);
    // The signup's own session, the live link, the recent counter and the recent event stay.
    expect(await t.app.db.select({ userId: sessions.userId }).from(sessions)).toEqual([{ userId: account.id }]);
    expect(await t.app.db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets)).toEqual([{ tokenHash: 'live' }]);
    const changesLeft = await t.app.db.select({ hash: emailChanges.confirmTokenHash }).from(emailChanges);
    expect(changesLeft.map((row) => row.hash).sort()).toEqual(['pending', 'undoable', 'undone-lately']);
    expect(await t.app.db.select({ emailHash: loginThrottles.emailHash }).from(loginThrottles)).toEqual([{ emailHash: 'recent' }]);
    expect(await t.app.db.select({ id: stripeEvents.id }).from(stripeEvents)).toEqual([{ id: 'evt_recent' }]);
  });
});

describe('the schedule', () => {
  it('runs the job as soon as the app is ready', async () => {
    const email = 'inactive@exemple.fr';
    const scheduled = await startTestApp({
      env: { RETENTION_INTERVAL_MINUTES: '60' },
      beforeReady: async (app) => {
        const lastActiveAt = new Date(app.config.now().getTime() - 40 * DAY);
        await app.db.insert(users).values({
          id: newId('user'),
          name: 'Inactive',
          email,
          passwordHash: 'unused',
          createdAt: lastActiveAt,
          lastActiveAt,
        });
      },
    });
    try {
      await vi.waitFor(async () => {
        const [row] = await scheduled.app.db.select().from(users).where(eq(users.email, email));
        expect(row?.retentionWarnedAt).toEqual(scheduled.clock.now());
      }, { timeout: 10_000 });
    } finally {
      await scheduled.close();
    }
  });
});
