import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { renderOutboxMessage } from './outbox-message.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

// Files of one moment sort in the order they were written (a reader takes the last one as the newest).
let written = 0;

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/**
 * Sends through `SMTP_URL` when set. Otherwise each message is written to `DATA_DIR/outbox/` as an
 * .eml file, so password resets work on a machine with no mail server, and where it went is logged.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'now'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  return {
    send: async (mail) => {
      const at = config.now();
      await mkdir(outbox, { recursive: true });
      written += 1;
      const order = String(written).padStart(9, '0');
      const file = path.join(outbox, `${at.toISOString().replace(/[:.]/g, '-')}-${order}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, renderOutboxMessage(mail, config.mailFrom, at), 'utf8');
      // Only where the message is: its address is personal data, and its links (a password reset's)
      // open the account to whoever reads the log.
      log.info({ file }, 'e-mail written to the outbox (no SMTP_URL)');
    },
    close: () => {},
  };
}
