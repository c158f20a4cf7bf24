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
  /** The link the message is about; logged when the message goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/**
 * Sends through `SMTP_URL` when set. Otherwise each message is written to `DATA_DIR/outbox/` as an
 * .eml file and its link is logged, so password resets work on a machine with no mail server.
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
      const file = path.join(outbox, `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, renderOutboxMessage(mail, config.mailFrom, at), 'utf8');
      // The address is personal data and stays out of the log; the file and the link are enough.
      log.info({ file, link: mail.link }, 'e-mail written to the outbox (no SMTP_URL)');
    },
    close: () => {},
  };
}
