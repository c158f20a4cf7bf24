import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, setupTestApp, uniqueEmail, type Agent } from '../../../test/helper.ts';
import { mailsTo } from '../../../test/outbox.ts';
import { emailChanges, users } from '../../db/schema.ts';

// A change of e-mail address (docs/security.md): the password, then the link sent to the new address;
// the old address can undo it. The test clock moves a millisecond between mails, so they sort in order.
const t = setupTestApp();
const HOUR = 60 * 60 * 1000;

async function signedUp(): Promise<{ agent: Agent; id: string; email: string; password: string }> {
  const agent = createAgent(t.app);
  return { agent, ...(await agent.signup()) };
}

const askChange = (agent: Agent, payload: Record<string, string>) => {
  t.clock.advance(1);
  return agent.request({ method: 'PATCH', url: '/api/me', payload });
};

/** The token of the last link of that kind sent to `email`. */
async function linkToken(email: string, action: 'confirm' | 'undo'): Promise<string> {
  const mail = (await mailsTo(t.dataDir, email)).filter((message) => message.includes(`#action=${action}&`)).at(-1);
  const token = mail?.match(/#action=(?:confirm|undo)&token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no ${action} link sent to ${email}`);
  return token;
}

const follow = (action: 'confirm' | 'undo', token: string, agent: Agent = createAgent(t.app)) => {
  t.clock.advance(1);
  return agent.request({ method: 'POST', url: `/api/me/email/${action}`, payload: { token } });
};

const storedEmail = async (id: string) => (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

describe('asking for a new e-mail address', () => {
  it('needs the password, and a wrong one changes nothing, not even the name', async () => {
    const account = await signedUp();
    const newEmail = uniqueEmail('nouvelle');

    const missing = await askChange(account.agent, { name: 'Autre Nom', email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'ValidationError',
      message: 'Données invalides',
      fields: { currentPassword: 'Saisissez votre mot de passe pour changer d’adresse e-mail.' },
    });

    const wrong = await askChange(account.agent, { name: 'Autre Nom', email: newEmail, currentPassword: 'Pas-le-bon-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'WrongPasswordError', message: 'Mot de passe incorrect.' });

    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Alice Dupont', email: account.email });
    expect(await mailsTo(t.dataDir, newEmail)).toEqual([]);
  });

  it('keeps the address until the link is opened, and sends the link to the new address only', async () => {
    const account = await signedUp();
    const newEmail = uniqueEmail('nouvelle');

    const response = await askChange(account.agent, { name: 'Nouveau Nom', email: newEmail.toUpperCase(), currentPassword: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: 'Nouveau Nom', email: account.email }, confirmationSentTo: newEmail });
    expect(await storedEmail(account.id)).toBe(account.email);

    const [mail] = await mailsTo(t.dataDir, newEmail);
    expect(mail).toContain('Confirmez votre nouvelle adresse e-mail Lettra');
    expect(mail).toMatch(/http:\/\/localhost:3000\/email-change#action=confirm&token=[\w-]{43}\r\n/);
    expect(await mailsTo(t.dataDir, account.email)).toEqual([]);
    const [stored] = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, account.id));
    expect(stored).toMatchObject({ oldEmail: account.email, newEmail, confirmedAt: null });
    expect(stored?.confirmTokenHash).not.toBe(await linkToken(newEmail, 'confirm'));
  });

  it('answers an address another account has exactly like a free one, and mails that address no link', async () => {
    const other = await signedUp();
    const account = await signedUp();

    const response = await askChange(account.agent, { email: other.email, currentPassword: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: account.email }, confirmationSentTo: other.email });
    const [notice] = await mailsTo(t.dataDir, other.email);
    expect(notice).toContain('un compte Lettra l’utilise déjà');
    expect(notice).not.toContain('#action=');
    expect(await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, account.id))).toEqual([]);
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('needs no password when the address stays the same', async () => {
    const account = await signedUp();
    const response = await askChange(account.agent, { name: 'Même Adresse', email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: 'Même Adresse', email: account.email }, confirmationSentTo: null });
  });
});

describe('the confirmation link', () => {
  it('makes the change once, from any browser, and tells the old address how to undo it', async () => {
    const account = await signedUp();
    const newEmail = uniqueEmail('nouvelle');
    await askChange(account.agent, { email: newEmail, currentPassword: account.password });
    const token = await linkToken(newEmail, 'confirm');

    const response = await follow('confirm', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `L’adresse e-mail de votre compte est désormais ${newEmail}.` });
    expect(await storedEmail(account.id)).toBe(newEmail);
    expect((await account.agent.request({ url: '/api/auth/session' })).json().user).toMatchObject({ email: newEmail });
    expect((await createAgent(t.app).login(newEmail, account.password)).statusCode).toBe(200);

    const [notice] = await mailsTo(t.dataDir, account.email);
    expect(notice).toContain('Sinon, ouvrez ce lien dans les 7 jours pour rétablir cette adresse-ci');
    expect(notice).toContain(`est désormais ${newEmail}`);
    expect(notice).toMatch(/\/email-change#action=undo&token=[\w-]{43}\r\n/);

    const again = await follow('confirm', token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'InvalidEmailChangeLinkError',
      message: 'Ce lien de changement d’adresse e-mail est invalide, a déjà servi ou a expiré.',
    });
  });

  it('expires after 24 hours', async () => {
    const account = await signedUp();
    const newEmail = uniqueEmail('tardive');
    await askChange(account.agent, { email: newEmail, currentPassword: account.password });
    const token = await linkToken(newEmail, 'confirm');
    t.clock.advance(24 * HOUR);
    expect((await follow('confirm', token)).json().code).toBe('InvalidEmailChangeLinkError');
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('works only for the last request: an earlier link is dead', async () => {
    const account = await signedUp();
    const first = uniqueEmail('premiere');
    const second = uniqueEmail('seconde');
    await askChange(account.agent, { email: first, currentPassword: account.password });
    await askChange(account.agent, { email: second, currentPassword: account.password });
    expect((await follow('confirm', await linkToken(first, 'confirm'))).statusCode).toBe(400);
    expect((await follow('confirm', await linkToken(second, 'confirm'))).statusCode).toBe(200);
    expect(await storedEmail(account.id)).toBe(second);
  });

  it('says the address is taken when another account got it meanwhile, and changes nothing', async () => {
    const account = await signedUp();
    const newEmail = uniqueEmail('convoitee');
    await askChange(account.agent, { email: newEmail, currentPassword: account.password });
    await createAgent(t.app).signup({ email: newEmail });
    const response = await follow('confirm', await linkToken(newEmail, 'confirm'));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EmailTakenError');
    expect(await storedEmail(account.id)).toBe(account.email);
  });
});

describe('the undo link', () => {
  /** An account whose address someone with its password and session moved to their own mailbox. */
  async function takenOver() {
    const account = await signedUp();
    const elsewhere = createAgent(t.app);
    await elsewhere.login(account.email, account.password);
    const attacker = uniqueEmail('intrus');
    await askChange(account.agent, { email: attacker, currentPassword: account.password });
    await follow('confirm', await linkToken(attacker, 'confirm'));
    return { ...account, elsewhere, attacker };
  }

  it('puts the old address back, ends every session and makes the old password useless', async () => {
    const account = await takenOver();
    const owner = createAgent(t.app);

    const response = await follow('undo', await linkToken(account.email, 'undo'), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^L’ancienne adresse e-mail de votre compte est rétablie/);
    expect(await storedEmail(account.id)).toBe(account.email);
    for (const agent of [account.agent, account.elsewhere]) {
      expect((await agent.request({ url: '/api/auth/session' })).json().user).toBeNull();
    }
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(401);
    expect((await createAgent(t.app).login(account.attacker, account.password)).statusCode).toBe(401);

    // The owner gets back in through a reset link, which now goes to their own mailbox.
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    await t.app.background.settled();
    expect((await mailsTo(t.dataDir, account.email)).some((mail) => mail.includes('/forgot-password?token='))).toBe(true);
  });

  it('holds the old address meanwhile: the intruder cannot sign up with it to make the undo fail', async () => {
    const account = await takenOver();
    const squat = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Intrus', email: account.email, password: 'Squatteur-2026', acceptTerms: true },
    });
    // Answered as any sign-up; the held address gets a notice, no link that could create an account.
    expect(squat.statusCode).toBe(202);
    await t.app.background.settled();
    const notice = (await mailsTo(t.dataDir, account.email)).at(-1);
    expect(notice).toContain('un compte Lettra l’utilise déjà');
    expect(notice).not.toContain('/signup#token=');
    expect((await follow('undo', await linkToken(account.email, 'undo'))).statusCode).toBe(200);
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('works once, and for 7 days', async () => {
    const once = await takenOver();
    const token = await linkToken(once.email, 'undo');
    expect((await follow('undo', token)).statusCode).toBe(200);
    expect((await follow('undo', token)).json().code).toBe('InvalidEmailChangeLinkError');

    const late = await takenOver();
    t.clock.advance(7 * 24 * HOUR);
    expect((await follow('undo', await linkToken(late.email, 'undo'))).json().code).toBe('InvalidEmailChangeLinkError');
    expect(await storedEmail(late.id)).toBe(late.attacker);
  });

  it('refuses a confirmation token, and a confirm link refuses an undo token', async () => {
    const account = await takenOver();
    const undoToken = await linkToken(account.email, 'undo');
    expect((await follow('confirm', undoToken)).statusCode).toBe(400);
    expect((await follow('undo', await linkToken(account.attacker, 'confirm'))).statusCode).toBe(400);
    expect(await storedEmail(account.id)).toBe(account.attacker);
  });
});

describe('the confirmation mail relays nothing the asker wrote', () => {
  it('holds neither the account’s name nor any other text of the request', async () => {
    const spam = 'Gagnez 1000 euros sur https://arnaque.example';
    const agent = createAgent(t.app);
    const account = await agent.signup({ name: spam });
    const target = uniqueEmail('cible');
    await askChange(agent, { email: target, currentPassword: account.password });

    const [mail] = await mailsTo(t.dataDir, target);
    expect(mail).toContain('Bonjour,');
    expect(mail).not.toContain('Gagnez');
    expect(mail).not.toContain('arnaque');
  });
});

describe('how often a new address may be asked for', () => {
  it('3 times an hour per account: the 4th is refused with 429 and nothing is mailed', async () => {
    const account = await signedUp();
    for (let request = 0; request < 3; request += 1) {
      expect((await askChange(account.agent, { email: uniqueEmail('essai'), currentPassword: account.password })).statusCode).toBe(200);
    }
    const fourth = uniqueEmail('quatrieme');
    const refused = await askChange(account.agent, { email: fourth, currentPassword: account.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TooManyAttemptsError');
    expect(await mailsTo(t.dataDir, fourth)).toEqual([]);
    // A name change alone is not an address change: it is not counted.
    expect((await askChange(account.agent, { name: 'Nom Seul' })).statusCode).toBe(200);
  });

  it('3 mails a day to one address, from every account together', async () => {
    const target = uniqueEmail('visee');
    for (let sender = 0; sender < 3; sender += 1) {
      const account = await signedUp();
      expect((await askChange(account.agent, { email: target, currentPassword: account.password })).statusCode).toBe(200);
    }
    const fourth = await signedUp();
    expect((await askChange(fourth.agent, { email: target, currentPassword: fourth.password })).statusCode).toBe(429);
    expect(await mailsTo(t.dataDir, target)).toHaveLength(3);
    // Another address is not held up.
    expect((await askChange(fourth.agent, { email: uniqueEmail('autre'), currentPassword: fourth.password })).statusCode).toBe(200);
  });
});

describe('after an undo', () => {
  async function undone() {
    const account = await signedUp();
    const intruder = uniqueEmail('intrus');
    await askChange(account.agent, { email: intruder, currentPassword: account.password });
    await follow('confirm', await linkToken(intruder, 'confirm'));
    await follow('undo', await linkToken(account.email, 'undo'));
    // The owner sets a new password through the reset link and signs in again.
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    await t.app.background.settled();
    const reset = (await mailsTo(t.dataDir, account.email)).at(-1)?.match(/token=([\w-]+)/)?.[1];
    const password = 'Jardin-retrouve-2026';
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: reset, password } });
    const agent = createAgent(t.app);
    expect((await agent.login(account.email, password)).statusCode).toBe(200);
    return { ...account, agent, password };
  }

  it('the address cannot be changed for 3 days, and a refused request changes nothing, not even the name', async () => {
    const account = await undone();
    const again = uniqueEmail('encore');
    const refused = await askChange(account.agent, { name: 'Autre Nom', email: again, currentPassword: account.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'EmailChangeOnHoldError',
      message:
        'Un changement d’adresse de ce compte vient d’être annulé : son adresse e-mail ne peut pas être changée pendant 3 jours. Réessayez plus tard.',
    });
    expect(await mailsTo(t.dataDir, again)).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Alice Dupont', email: account.email });

    t.clock.advance(3 * 24 * HOUR);
    expect((await askChange(account.agent, { email: again, currentPassword: account.password })).statusCode).toBe(200);
  });

  it('for 30 days, every step of a new change is mailed to the restored address', async () => {
    const account = await undone();
    t.clock.advance(3 * 24 * HOUR);
    const before = (await mailsTo(t.dataDir, account.email)).length;
    const next = uniqueEmail('suivante');

    await askChange(account.agent, { email: next, currentPassword: account.password });
    const told = (await mailsTo(t.dataDir, account.email)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(`Un changement d’adresse e-mail de votre compte Lettra vers ${next} vient d’être demandé.`);

    await follow('confirm', await linkToken(next, 'confirm'));
    const afterConfirm = (await mailsTo(t.dataDir, account.email)).slice(before);
    expect(afterConfirm).toHaveLength(2);
    expect(afterConfirm[1]).toContain(`est désormais ${next}`);
  });

  it('after 30 days, a request is no longer announced to the account’s address', async () => {
    const account = await undone();
    t.clock.advance(30 * 24 * HOUR);
    const before = (await mailsTo(t.dataDir, account.email)).length;
    await askChange(account.agent, { email: uniqueEmail('tardive'), currentPassword: account.password });
    expect(await mailsTo(t.dataDir, account.email)).toHaveLength(before);
  });
});
