import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, rowsLeftBy, subscribe, setupTestApp } from '../../test/helper.ts';
import { letters, notificationPreferences, users } from '../db/schema.ts';

const t = setupTestApp();

describe('profile', () => {
  it('changes the name at once, and answers the new session body', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup({ name: 'Ancien Nom' });

    const response = await agent.request({ method: 'PATCH', url: '/api/me', payload: { name: '  Nouveau Nom ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: account.id, name: 'Nouveau Nom', email: account.email }, confirmationSentTo: null });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Nouveau Nom', email: account.email });
  });

  // A new e-mail address waits for its confirmation link: email-change/email-change.routes.test.ts.

  it('refuses an invalid e-mail with a French field message', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await agent.request({ method: 'PATCH', url: '/api/me', payload: { email: 'pas-une-adresse' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ValidationError', message: 'Données invalides', fields: { email: 'Adresse e-mail invalide.' } });
  });

  it('asks for a session on every /api/me route', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/me'],
      ['POST', '/api/me/password'],
      ['GET', '/api/me/preferences'],
      ['PUT', '/api/me/preferences'],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me'],
    ] as const) {
      const response = await createAgent(t.app).request({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Connexion requise');
    }
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await agent.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: 'Pas-le-bon-2026', newPassword: 'Nouvelle-phrase-2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'WrongPasswordError', message: 'Mot de passe incorrect.' });
  });

  it('sets the new password, keeps this browser signed in and signs the others out', async () => {
    const here = createAgent(t.app);
    const account = await here.signup();
    const elsewhere = createAgent(t.app);
    await elsewhere.login(account.email, account.password);

    const response = await here.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: account.password, newPassword: 'Nouvelle-phrase-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await here.request({ url: '/api/auth/session' })).json().user?.id).toBe(account.id);
    expect((await elsewhere.request({ url: '/api/auth/session' })).json().user).toBeNull();
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(401);
    expect((await createAgent(t.app).login(account.email, 'Nouvelle-phrase-2026')).statusCode).toBe(200);
  });

  it('refuses a common new password', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    const response = await agent.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: account.password, newPassword: 'soleil123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.');
  });
});

describe('notification preferences', () => {
  it('start as the spec says (email on, new features on, tips off) and are saved for real', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    expect((await agent.request({ url: '/api/me/preferences' })).json()).toEqual({ email: true, newFeatures: true, tips: false });

    const saved = await agent.request({
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { email: false, newFeatures: true, tips: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: false, newFeatures: true, tips: true });
    expect((await agent.request({ url: '/api/me/preferences' })).json()).toEqual({ email: false, newFeatures: true, tips: true });
    const [row] = await t.app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, account.id));
    expect(row).toEqual({ userId: account.id, email: false, newFeatures: true, tips: true });
  });

  it('need all three switches', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await agent.request({ method: 'PUT', url: '/api/me/preferences', payload: { email: false } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['newFeatures', 'tips']);
  });
});

describe('data export', () => {
  it('returns the account, preferences and letters as a JSON attachment', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup({ name: 'Inès Roux' });
    await subscribe(t.app, account.id);
    const letter = await insertLetter(t.app, account.id, { title: 'Ma lettre' });
    await agent.request({ method: 'PUT', url: '/api/me/preferences', payload: { email: true, newFeatures: false, tips: true } });

    const response = await agent.request({ url: '/api/me/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lettra-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.account).toMatchObject({
      id: account.id,
      name: 'Inès Roux',
      email: account.email,
      isPremium: true,
      subscription: { isSubscribed: true, status: 'active', cancelAtPeriodEnd: false },
    });
    expect(data.preferences).toEqual({ email: true, newFeatures: false, tips: true });
    expect(data.letters).toHaveLength(1);
    expect(data.letters[0]).toMatchObject({ id: letter.id, title: 'Ma lettre', content: letter.content, locked: false });
    expect(response.body).not.toContain('argon2');
  });
});

describe('account deletion', () => {
  it('needs the password', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    const response = await agent.request({ method: 'DELETE', url: '/api/me', payload: { password: 'Pas-le-bon-2026' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WrongPasswordError');
    expect(await t.app.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(1);
  });

  it('deletes the account and everything of it, and clears the cookie', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    await insertLetter(t.app, account.id);
    await insertLetter(t.app, account.id);
    await agent.request({ method: 'PUT', url: '/api/me/preferences', payload: { email: false, newFeatures: false, tips: false } });
    await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    await t.app.background.settled();
    const bystander = createAgent(t.app);
    const other = await bystander.signup();
    const otherLetter = await insertLetter(t.app, other.id);

    const response = await agent.request({ method: 'DELETE', url: '/api/me', payload: { password: account.password } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, subscriptionCancelled: false });
    expect(String(response.headers['set-cookie'])).toMatch(/^lettra_sid=;/);

    expect(Object.entries(await rowsLeftBy(t.app, account)).filter(([, count]) => count > 0)).toEqual([]);
    expect(await t.app.db.select().from(letters).where(eq(letters.id, otherLetter.id))).toHaveLength(1);
    expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(401);
    expect((await bystander.request({ url: '/api/auth/session' })).json().user?.id).toBe(other.id);
  });
});
