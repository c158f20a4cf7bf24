import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, setupTestApp, startTestApp, uniqueEmail } from '../../test/helper.ts';
import { mailsTo } from '../../test/outbox.ts';
import { passwordResets, sessions, signupRequests, users } from '../db/schema.ts';
import { hashSecretToken } from '../lib/secret-token.ts';

const t = setupTestApp();

const DAY = 24 * 60 * 60 * 1000;

const CHECK_MAIL = 'Vérifiez votre boîte mail : nous y envoyons le lien qui active votre compte, valable 24 heures.';

/** The token of the last sign-up link mailed to `email`. */
async function signupToken(email: string): Promise<string | undefined> {
  await t.app.background.settled();
  return (await mailsTo(t.dataDir, email))
    .map((mail) => mail.match(/\/signup#token=([\w-]+)/)?.[1])
    .filter(Boolean)
    .at(-1);
}

const askSignup = (payload: Record<string, unknown>) =>
  createAgent(t.app).request({ method: 'POST', url: '/api/auth/signup', payload: { acceptTerms: true, ...payload } });

describe('signup', () => {
  it('answers 202 with no session, mails a link, and the link with the password creates the account and opens a session', async () => {
    const email = uniqueEmail('signup');
    const asked = await askSignup({ name: 'Camille Durand', email: `  ${email.toUpperCase()} `, password: 'Une-phrase-secrète' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: CHECK_MAIL });
    expect(asked.cookies).toHaveLength(0);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await t.app.background.settled();
    const [mail] = await mailsTo(t.dataDir, email);
    expect(mail).toContain('Subject: Activez votre compte Lettra');
    expect(mail).toMatch(/http:\/\/localhost:3000\/signup#token=[\w-]{43}\r\n/);
    // Anyone can type any address: the mail carries nothing the asker wrote, not even the name.
    expect(mail).not.toContain('Camille');

    const agent = createAgent(t.app);
    const response = await agent.request({
      method: 'POST',
      url: '/api/auth/signup/confirm',
      payload: { token: await signupToken(email), password: 'Une-phrase-secrète' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user: {
        id: expect.stringMatching(/^user_[A-Za-z0-9_-]{24}$/),
        name: 'Camille Durand',
        email,
        isPremium: false,
        isSubscribed: false,
        premiumDayEndsAt: null,
        subscription: { status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
      },
      premiumDayEndsAt: null,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.email).toBe(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(agent.sessionToken).not.toBeNull();
    expect(await t.app.db.select().from(signupRequests).where(eq(signupRequests.email, email))).toEqual([]);
  });

  it('answers an address that has an account exactly like a new one, and mails its owner a notice with no link', async () => {
    const existing = await createAgent(t.app).signup({ name: 'Propriétaire' });
    const fresh = uniqueEmail('libre');
    const payload = { name: 'Curieux', password: 'Une-autre-phrase' };

    const taken = await askSignup({ ...payload, email: existing.email.toUpperCase() });
    const free = await askSignup({ ...payload, email: fresh });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    expect(taken.cookies).toEqual(free.cookies);

    await t.app.background.settled();
    const [notice] = await mailsTo(t.dataDir, existing.email);
    expect(notice).toContain('Quelqu’un a tenté de créer un compte Lettra avec cette adresse, mais un compte Lettra l’utilise déjà.');
    expect(notice).toContain('Si c’était vous, connectez-vous : http://localhost:3000/login');
    expect(notice).toContain('Mot de passe oublié : http://localhost:3000/forgot-password');
    expect(notice).not.toContain('#token=');
    expect(notice).not.toContain('Curieux');
    // The owner's account and password are untouched.
    expect((await createAgent(t.app).login(existing.email, existing.password)).statusCode).toBe(200);
  });

  it('creates nothing from a link opened with another password: a stranger cannot prepare an account for the owner', async () => {
    const email = uniqueEmail('convoitee');
    await askSignup({ name: 'Intrus', email, password: 'Mot-de-passe-intrus' });
    const token = await signupToken(email);
    const confirm = (password: string) =>
      createAgent(t.app).request({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token, password } });

    const wrong = await confirm('Mot-de-passe-du-proprio');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'WrongPasswordError', message: 'Mot de passe incorrect.' });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    // The owner signs up in turn; their password opens the account from either link.
    await askSignup({ name: 'Propriétaire', email, password: 'Mot-de-passe-du-proprio' });
    const created = await confirm('Mot-de-passe-du-proprio');
    expect(created.statusCode).toBe(201);
    expect(created.json().user.name).toBe('Propriétaire');
    expect((await createAgent(t.app).login(email, 'Mot-de-passe-intrus')).statusCode).toBe(401);
  });

  it('refuses a link used once, an unknown one and one past 24 hours', async () => {
    const email = uniqueEmail('lien');
    await askSignup({ name: 'Léa', email, password: 'Une-phrase-secrète' });
    const token = await signupToken(email);
    const confirm = (value: string | undefined) =>
      createAgent(t.app).request({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token: value, password: 'Une-phrase-secrète' } });
    const INVALID = { code: 'InvalidSignupLinkError', message: 'Ce lien d’inscription est invalide, a déjà servi ou a expiré. Inscrivez-vous à nouveau.' };

    expect((await confirm(token)).statusCode).toBe(201);
    expect((await confirm(token)).json()).toEqual(INVALID);
    expect((await confirm('inconnu')).json()).toEqual(INVALID);

    const late = uniqueEmail('tard');
    await askSignup({ name: 'Léa', email: late, password: 'Une-phrase-secrète' });
    const lateToken = await signupToken(late);
    t.clock.advance(DAY);
    expect((await confirm(lateToken)).json()).toEqual(INVALID);
  });

  // docs/product.md §5 words each refusal; the api gives the same texts the form shows.
  const refusals = [
    {
      case: 'a missing name',
      payload: { email: 'x@exemple.fr', password: 'Une-phrase-secrète', acceptTerms: true },
      status: 400,
      message: 'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.',
    },
    {
      case: 'a blank name',
      payload: { name: '   ', email: 'x@exemple.fr', password: 'Une-phrase-secrète', acceptTerms: true },
      status: 400,
      message: 'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.',
    },
    {
      case: 'a password under 6 characters',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'abc12', acceptTerms: true },
      status: 400,
      message: 'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.',
    },
    {
      case: 'a password of 6 characters (the spec allowed it; NIST SP 800-63B asks 8)',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'Jardin', acceptTerms: true },
      status: 400,
      message: 'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.',
    },
    {
      case: 'a password of 7 characters',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'Jardin7', acceptTerms: true },
      status: 400,
      message: 'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.',
    },
    {
      case: 'terms not accepted',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'Une-phrase-secrète', acceptTerms: false },
      status: 400,
      message: "Vous devez accepter les conditions d'utilisation pour créer un compte.",
    },
    {
      case: 'terms left out',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'Une-phrase-secrète' },
      status: 400,
      message: "Vous devez accepter les conditions d'utilisation pour créer un compte.",
    },
    {
      case: 'a common password, whatever its case',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'AZERTY123', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
    {
      case: 'whitespace only',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: '        ', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
    {
      case: 'one character repeated',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'aaaaaaaa', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
    {
      case: 'a common password with a digit and a symbol added',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'Password1!', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
    {
      case: 'two characters alternating',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'a1a1a1a1', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
    {
      case: 'a keyboard walk',
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'Azertyuiop', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
    {
      case: "the product's name with digits",
      payload: { name: 'Léa', email: 'x@exemple.fr', password: 'lettra2026', acceptTerms: true },
      status: 400,
      message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
    },
  ];

  it.each(refusals)('refuses $case', async ({ payload, status, message }) => {
    const response = await createAgent(t.app).request({ method: 'POST', url: '/api/auth/signup', payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(response.cookies).toHaveLength(0);
    await t.app.background.settled();
    expect(await mailsTo(t.dataDir, 'x@exemple.fr')).toEqual([]);
  });

});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, on path / and not Secure over plain HTTP', async () => {
    const account = await createAgent(t.app).signup({ name: 'Cookie' });
    const response = await createAgent(t.app).login(account.email, account.password);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^lettra_sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
  });

  it('becomes __Host-lettra_sid and Secure behind HTTPS, and still restores the session', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://lettra.fr' } });
    try {
      const account = await createAgent(secure.app, '__Host-lettra_sid').signup({ name: 'Https' });
      const agent = createAgent(secure.app, '__Host-lettra_sid');
      const response = await agent.login(account.email, account.password);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-lettra_sid=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('Secure');
      expect(header).toContain('Path=/');
      expect(header).not.toContain('Domain');
      expect((await agent.request({ url: '/api/auth/session' })).json().user?.name).toBe('Https');
    } finally {
      await secure.close();
    }
  });

  it('keeps only the sha256 of the token in the database', async () => {
    const agent = createAgent(t.app);
    const { id } = await agent.signup();
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows.map((row) => row.id)).toEqual([hashSecretToken(agent.sessionToken ?? '')]);
  });
});

describe('login, session restore and logout', () => {
  it('round-trips: signup, logout, login, session', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup({ name: 'Marc Petit' });

    const logout = await agent.request({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ user: null, premiumDayEndsAt: null });
    expect(agent.sessionToken).toBeNull();
    expect((await agent.request({ url: '/api/auth/session' })).json().user).toBeNull();

    const login = await agent.login(account.email, account.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: account.id, name: 'Marc Petit', email: account.email });

    const session = await agent.request({ url: '/api/auth/session' });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.json().user).toMatchObject({ id: account.id, name: 'Marc Petit' });
  });

  it('gives a new session id at every login and ends the one the browser had', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    const before = agent.sessionToken;
    await agent.login(account.email, account.password);
    expect(agent.sessionToken).not.toBe(before);

    const stale = await t.app.inject({ url: '/api/auth/session', headers: { cookie: `lettra_sid=${before}` } });
    expect(stale.json().user).toBeNull();
  });

  it('kills the session on the server at logout, so a copied cookie stops working', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const copied = agent.sessionToken;
    await agent.request({ method: 'POST', url: '/api/auth/logout' });

    const replay = await t.app.inject({ url: '/api/auth/session', headers: { cookie: `lettra_sid=${copied}` } });
    expect(replay.json().user).toBeNull();
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.id, hashSecretToken(copied ?? '')));
    expect(rows).toHaveLength(0);
  });

  it('answers an anonymous visitor with no user', async () => {
    const response = await t.app.inject({ url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, premiumDayEndsAt: null });
  });

  it('ignores a forged cookie', async () => {
    const response = await t.app.inject({ url: '/api/auth/session', headers: { cookie: 'lettra_sid=forged-token' } });
    expect(response.json().user).toBeNull();
  });

  // docs/product.md §5: one message whatever was wrong, so the answer never tells whether an e-mail has an account.
  const failures = [
    { case: 'an unknown e-mail', email: () => uniqueEmail('nobody'), password: 'Lettre-de-test-2026', status: 401 },
    { case: 'a wrong password', email: (known: string) => known, password: 'Pas-le-bon-2026', status: 401 },
    { case: 'a missing password', email: (known: string) => known, password: '', status: 400 },
  ];

  it.each(failures)('refuses $case with the generic message', async ({ email, password, status }) => {
    const known = await createAgent(t.app).signup();
    const response = await createAgent(t.app).login(email(known.email), password);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe('Email ou mot de passe invalide');
    expect(response.cookies).toHaveLength(0);
  });

  it('accepts the e-mail in any case and with spaces around', async () => {
    const account = await createAgent(t.app).signup();
    const response = await createAgent(t.app).login(`  ${account.email.toUpperCase()}  `, account.password);
    expect(response.statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends a session idle for 7 days, and keeps one used within them', async () => {
    const agent = createAgent(t.app);
    await agent.signup();

    t.clock.advance(6 * DAY);
    expect((await agent.request({ url: '/api/auth/session' })).json().user).not.toBeNull();
    t.clock.advance(6 * DAY);
    expect((await agent.request({ url: '/api/auth/session' })).json().user).not.toBeNull();
    t.clock.advance(7 * DAY + 1000);
    const expired = await agent.request({ url: '/api/auth/session' });
    expect(expired.json().user).toBeNull();
    expect(agent.sessionToken).toBeNull();
  });

  it('ends every session 30 days after login, however active', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    for (let day = 0; day < 29; day += 1) {
      t.clock.advance(DAY);
      expect((await agent.request({ url: '/api/auth/session' })).json().user).not.toBeNull();
    }
    t.clock.advance(DAY);
    expect((await agent.request({ url: '/api/auth/session' })).json().user).toBeNull();
  });
});

async function readOutbox(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [])).sort();
  return Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
}

describe('password reset', () => {
  const NEUTRAL =
    'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.';

  it('round-trips through the outbox: link, new password, old sessions ended, link used once', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup({ name: 'Zoé Lefèvre' });
    const before = (await readOutbox(t.dataDir)).length;

    const request = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: account.email },
    });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ message: NEUTRAL });

    // The link goes out after the answer (docs/security.md).
    await t.app.background.settled();
    const mails = await readOutbox(t.dataDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain(`To: ${account.email}`);
    expect(mail).toContain('Bonjour Zoé Lefèvre,');
    const token = mail.match(/\/forgot-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const confirm = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Nouvelle-phrase-2026' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.');

    expect((await agent.request({ url: '/api/auth/session' })).json().user).toBeNull();
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(401);
    expect((await createAgent(t.app).login(account.email, 'Nouvelle-phrase-2026')).statusCode).toBe(200);

    const again = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Encore-une-autre-2026' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('InvalidResetTokenError');
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = (await readOutbox(t.dataDir)).length;
    const response = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: uniqueEmail('ghost') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEUTRAL });
    await t.app.background.settled();
    expect(await readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('refuses a link after one hour', async () => {
    const account = await createAgent(t.app).signup();
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    await t.app.background.settled();
    const token = (await readOutbox(t.dataDir)).at(-1)?.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    t.clock.advance(60 * 60 * 1000 + 1);

    const response = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Nouvelle-phrase-2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'InvalidResetTokenError',
      message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    });
  });

  it('refuses a common new password and keeps the link usable', async () => {
    const account = await createAgent(t.app).signup();
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    await t.app.background.settled();
    const token = (await readOutbox(t.dataDir)).at(-1)?.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';

    const common = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'motdepasse' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('CommonPasswordError');
    const [reset] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashSecretToken(token)));
    expect(reset?.usedAt).toBeNull();
  });
});
