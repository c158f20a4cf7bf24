import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The messages the outbox mailer wrote for `email` under DATA_DIR, as .eml text, in the order they were written. */
export async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [])).sort();
  const messages = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return messages.filter((message) => message.includes(`\r\nTo: ${email}\r\n`));
}
