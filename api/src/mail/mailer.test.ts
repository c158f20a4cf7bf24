import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const TOKEN = 'Zm9vYmFyLXJlc2V0LXRva2VuLXRoYXQtb3BlbnMtYW4tYWNjb3VudA';

describe('the outbox mailer (no SMTP_URL)', () => {
  let dataDir = '';
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs where the message was written, never its address, link or token', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lettra-mailer-'));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'Lettra <no-reply@lettra.fr>', dataDir, now: () => new Date('2026-03-15T10:00:00Z') },
      pino(sink),
    );

    await mailer.send({
      to: 'zoe@exemple.fr',
      subject: 'Réinitialisation de votre mot de passe Lettra',
      text: `Ouvrez ce lien : https://lettra.fr/forgot-password?token=${TOKEN}`,
    });

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as { file?: string; msg?: string };
    expect(entry.msg).toBe('e-mail written to the outbox (no SMTP_URL)');
    expect(entry.file?.startsWith(path.join(dataDir, 'outbox'))).toBe(true);
    expect(await readFile(entry.file ?? '', 'utf8')).toContain(`token=${TOKEN}`);
    for (const secret of [TOKEN, 'forgot-password', 'zoe@exemple.fr']) expect(lines[0]).not.toContain(secret);
  });
});
