import { describe, expect, it } from 'vitest';
import { renderOutboxMessage } from './outbox-message.ts';

describe('renderOutboxMessage', () => {
  const message = renderOutboxMessage(
    { to: 'zoe@exemple.fr', subject: 'Réinitialisation', text: 'Bonjour Zoé,\n\nhttps://lettra.fr/forgot-password?token=abc' },
    'Lettra <no-reply@lettra.fr>',
    new Date('2026-03-15T10:00:00Z'),
  );

  it('writes RFC 5322 headers with CRLF and an encoded non-ASCII subject', () => {
    const [headers] = message.split('\r\n\r\n');
    expect(headers?.split('\r\n')).toEqual([
      'From: Lettra <no-reply@lettra.fr>',
      'To: zoe@exemple.fr',
      `Subject: =?UTF-8?B?${Buffer.from('Réinitialisation').toString('base64')}?=`,
      'Date: Sun, 15 Mar 2026 10:00:00 GMT',
      expect.stringMatching(/^Message-ID: <[0-9a-f]{24}@lettra\.fr>$/),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
  });

  it('keeps the body readable, link on one line', () => {
    expect(message).toContain('Bonjour Zoé,\r\n\r\nhttps://lettra.fr/forgot-password?token=abc\r\n');
  });
});
