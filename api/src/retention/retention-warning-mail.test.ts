import { describe, expect, it } from 'vitest';
import { retentionWarningMail } from './retention-warning-mail.ts';

const settings = { publicUrl: 'https://lettra.fr', timeZone: 'Europe/Paris' };

describe('retentionWarningMail', () => {
  const mail = retentionWarningMail(
    { name: 'Zoé Lefèvre', email: 'zoe@exemple.fr' },
    new Date('2026-03-22T10:00:00Z'),
    settings,
  );

  it('tells who, when, and how to keep the account', () => {
    expect(mail).toMatchObject({
      to: 'zoe@exemple.fr',
      subject: 'Votre compte Lettra sera supprimé dans 7 jours',
    });
    expect(mail.text).toContain('Bonjour Zoé Lefèvre,');
    expect(mail.text).toContain('seront définitivement supprimés le dimanche 22 mars 2026.');
    expect(mail.text).toContain('il vous suffit de vous connecter avant cette date :\n\nhttps://lettra.fr/login\n');
  });

  it('gives the day in the app’s time zone, not in UTC', () => {
    // 23:30 UTC is already the next day in Paris.
    const late = retentionWarningMail({ name: 'Zoé', email: 'zoe@exemple.fr' }, new Date('2026-03-22T23:30:00Z'), settings);
    expect(late.text).toContain('supprimés le lundi 23 mars 2026.');
  });
});
