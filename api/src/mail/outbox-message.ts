import { randomBytes } from 'node:crypto';
import type { OutgoingMail } from './mailer.ts';

// RFC 2047 encoded-word, so a subject with accents survives any mail reader.
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * A complete RFC 5322 message for the local outbox. The body stays readable UTF-8 (8bit) rather
 * than quoted-printable, so a person, or an e2e test, can copy the link straight out of the file.
 */
export function renderOutboxMessage(mail: OutgoingMail, from: string, at: Date): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return [
    `From: ${encodeHeader(from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${at.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}
