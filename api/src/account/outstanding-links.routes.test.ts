import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent, setupTestApp, uniqueEmail, type Agent } from '../../test/helper.ts';
import { mailsTo } from '../../test/outbox.ts';
import { emailChanges, passwordResets, users } from '../db/schema.ts';

// Every step that shuts an intruder out (docs/security.md 'Changing the e-mail address') also drops
// the links anyone may have asked for before it: the account's reset links and its pending e-mail
// change, in the same transaction as the step itself.
const t = setupTestApp();

const NEW_PASSWORD = 'Nouvelle-phrase-2026';

interface Account {
  agent: Agent;
  id: string;
  email: string;
  password: string;
}

async function signedUp(): Promise<Account> {
  const agent = createAgent(t.app);
  return { agent, ...(await agent.signup()) };
}

/** The token of the last link of a kind mailed to `email`. */
async function lastToken(email: string, pattern: RegExp): Promise<string> {
  await t.app.background.settled();
  const token = (await mailsTo(t.dataDir, email)).map((mail) => mail.match(pattern)?.[1]).filter(Boolean).at(-1);
  if (!token) throw new Error(`no link matching ${pattern} sent to ${email}`);
  return token;
}
const RESET_LINK = /\/forgot-password\?token=([\w-]+)/;
const CONFIRM_LINK = /#action=confirm&token=([\w-]+)/;
const UNDO_LINK = /#action=undo&token=([\w-]+)/;

async function askReset(email: string): Promise<string> {
  t.clock.advance(1);
  await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  return lastToken(email, RESET_LINK);
}

async function askEmailChange(account: Account, newEmail = uniqueEmail('ailleurs')): Promise<string> {
  t.clock.advance(1);
  const response = await account.agent.request({ method: 'PATCH', url: '/api/me', payload: { email: newEmail, currentPassword: account.password } });
  expect(response.statusCode).toBe(200);
  return lastToken(newEmail, CONFIRM_LINK);
}

const useReset = (token: string, password = NEW_PASSWORD) =>
  createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const follow = (action: 'confirm' | 'undo', token: string) =>
  createAgent(t.app).request({ method: 'POST', url: `/api/me/email/${action}`, payload: { token } });

/** What is left of the account's reset links and pending (unconfirmed) e-mail changes. */
async function outstanding(userId: string) {
  return {
    resets: (await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).length,
    pendingChanges: (await t.app.db.select().from(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)))).length,
  };
}

const storedEmail = async (id: string) => (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

/** An account an intruder moved to their own mailbox, with a reset link and a change asked meanwhile. */
async function takenOverWithLinks() {
  const account = await signedUp();
  const intruderEmail = uniqueEmail('intrus');
  await follow('confirm', await askEmailChange(account, intruderEmail));
  // While the account carries the intruder's address, a reset link goes to the intruder…
  const intrudersReset = await askReset(intruderEmail);
  // …and a further change is pending.
  const pendingChange = await askEmailChange({ ...account, email: intruderEmail }, uniqueEmail('encore'));
  return { ...account, intruderEmail, intrudersReset, pendingChange };
}

describe('the steps that shut an intruder out drop every reset link and pending e-mail change', () => {
  it('the undo link: a reset link asked while the account carried the intruder’s address no longer works', async () => {
    const account = await takenOverWithLinks();
    expect(await outstanding(account.id)).toEqual({ resets: 1, pendingChanges: 1 });

    expect((await follow('undo', await lastToken(account.email, UNDO_LINK))).statusCode).toBe(200);
    expect(await outstanding(account.id)).toEqual({ resets: 0, pendingChanges: 0 });
    expect((await useReset(account.intrudersReset)).json().code).toBe('InvalidResetTokenError');
    expect((await follow('confirm', account.pendingChange)).json().code).toBe('InvalidEmailChangeLinkError');
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('the confirmation link: a reset link mailed to the old address no longer works', async () => {
    const account = await signedUp();
    const oldAddressReset = await askReset(account.email);
    const newEmail = uniqueEmail('nouvelle');
    expect((await follow('confirm', await askEmailChange(account, newEmail))).statusCode).toBe(200);

    expect(await outstanding(account.id)).toEqual({ resets: 0, pendingChanges: 0 });
    expect((await useReset(oldAddressReset)).json().code).toBe('InvalidResetTokenError');
    expect((await createAgent(t.app).login(newEmail, account.password)).statusCode).toBe(200);
  });

  it('a password change', async () => {
    const account = await signedUp();
    const reset = await askReset(account.email);
    const change = await askEmailChange(account);

    const response = await account.agent.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(await outstanding(account.id)).toEqual({ resets: 0, pendingChanges: 0 });
    expect((await useReset(reset, 'Une-autre-phrase-2026')).json().code).toBe('InvalidResetTokenError');
    expect((await follow('confirm', change)).json().code).toBe('InvalidEmailChangeLinkError');
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('a password reset: the other reset links and the pending change go with the one used', async () => {
    const account = await signedUp();
    const change = await askEmailChange(account);
    const first = await askReset(account.email);
    const second = await askReset(account.email);

    expect((await useReset(second)).statusCode).toBe(200);
    expect(await outstanding(account.id)).toEqual({ resets: 0, pendingChanges: 0 });
    expect((await useReset(first, 'Une-autre-phrase-2026')).json().code).toBe('InvalidResetTokenError');
    expect((await follow('confirm', change)).json().code).toBe('InvalidEmailChangeLinkError');
  });

  it('signing out the other devices', async () => {
    const account = await signedUp();
    const reset = await askReset(account.email);
    const change = await askEmailChange(account);

    const response = await account.agent.request({ method: 'DELETE', url: '/api/me/sessions' });
    expect(response.statusCode).toBe(200);
    expect(await outstanding(account.id)).toEqual({ resets: 0, pendingChanges: 0 });
    expect((await useReset(reset)).json().code).toBe('InvalidResetTokenError');
    expect((await follow('confirm', change)).json().code).toBe('InvalidEmailChangeLinkError');
  });
});

describe('a reset link', () => {
  it('works only for the address it was mailed to: after a change, and after the address comes back, it opens nothing', async () => {
    const account = await signedUp();
    const reset = await askReset(account.email);
    // Moved away and back by hand (as no step of the product does without dropping the link), so
    // that only the address check stands between the link and the account.
    await t.app.db.update(users).set({ email: uniqueEmail('ailleurs') }).where(eq(users.id, account.id));
    expect((await useReset(reset)).json().code).toBe('InvalidResetTokenError');
    await t.app.db.update(users).set({ email: account.email }).where(eq(users.id, account.id));
    expect((await useReset(reset)).statusCode).toBe(200);
  });
});

describe('each step is one transaction', () => {
  // A trigger that makes the drop of the reset links fail: if the step were several transactions,
  // what came before the drop would stay done.
  async function failDroppingResetLinks() {
    await t.app.db.execute(sql`create or replace function refuse_reset_link_deletion() returns trigger language plpgsql as $$
      begin raise exception 'reset links may not be deleted in this test'; end $$`);
    await t.app.db.execute(sql`create trigger refuse_reset_link_deletion before delete on password_resets
      for each row execute function refuse_reset_link_deletion()`);
  }
  afterEach(async () => {
    await t.app.db.execute(sql`drop trigger if exists refuse_reset_link_deletion on password_resets`);
  });

  it('a password change that cannot drop the links changes nothing: old password, other devices and links stay', async () => {
    const account = await signedUp();
    const elsewhere = createAgent(t.app);
    await elsewhere.login(account.email, account.password);
    await askReset(account.email);
    await failDroppingResetLinks();

    const response = await account.agent.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect((await elsewhere.request({ url: '/api/auth/session' })).json().user).not.toBeNull();
    expect(await outstanding(account.id)).toEqual({ resets: 1, pendingChanges: 0 });
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(200);
  });

  it('an undo that cannot drop the links leaves the account as it was, and its link usable', async () => {
    const account = await takenOverWithLinks();
    await failDroppingResetLinks();
    const undo = await lastToken(account.email, UNDO_LINK);

    expect((await follow('undo', undo)).statusCode).toBe(500);
    expect(await storedEmail(account.id)).toBe(account.intruderEmail);
    expect((await account.agent.request({ url: '/api/auth/session' })).json().user).not.toBeNull();

    await t.app.db.execute(sql`drop trigger refuse_reset_link_deletion on password_resets`);
    expect((await follow('undo', undo)).statusCode).toBe(200);
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('signing out the other devices that cannot drop the links signs nobody out', async () => {
    const account = await signedUp();
    const elsewhere = createAgent(t.app);
    await elsewhere.login(account.email, account.password);
    await askReset(account.email);
    await failDroppingResetLinks();

    expect((await account.agent.request({ method: 'DELETE', url: '/api/me/sessions' })).statusCode).toBe(500);
    expect((await elsewhere.request({ url: '/api/auth/session' })).json().user).not.toBeNull();
  });

  it('a reset and a confirmation that cannot drop the links change neither password nor address', async () => {
    const account = await signedUp();
    const reset = await askReset(account.email);
    const change = await askEmailChange(account);
    await failDroppingResetLinks();

    expect((await useReset(reset)).statusCode).toBe(500);
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(200);
    expect((await follow('confirm', change)).statusCode).toBe(500);
    expect(await storedEmail(account.id)).toBe(account.email);
  });
});
