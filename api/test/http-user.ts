import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxOf } from './api-process.ts';

/** A browser stand-in over real HTTP: keeps the session cookie, sends the CSRF header, may talk to any instance. */
export interface HttpUser {
  email: string;
  password: string;
  /** Sends a request to the instance at `baseUrl` with this user's session. */
  request: (baseUrl: string, path: string, options?: { method?: string; body?: unknown; signal?: AbortSignal }) => Promise<Response>;
  signup: (baseUrl: string) => Promise<void>;
  login: (baseUrl: string) => Promise<Response>;
}

const COOKIE = 'lettra_sid';

/**
 * `forwardedFor`: the client address a load balancer would report (the instances trust the proxy),
 * so that a test's rate-limit counters in the shared Redis are its own.
 */
export function createHttpUser(label = 'user', { forwardedFor }: { forwardedFor?: string } = {}): HttpUser {
  let session: string | null = null;
  const user: HttpUser = {
    // helper.ts's uniqueEmail would bring vitest along, and benchmarks run outside it.
    email: `${label}.${randomBytes(5).toString('hex')}@exemple.fr`,
    password: 'Lettre-de-test-2026',
    async request(baseUrl, path, { method = 'GET', body, signal } = {}) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(method === 'GET' ? {} : { 'x-requested-with': 'lettra' }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(session ? { cookie: `${COOKIE}=${session}` } : {}),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const [name, value = ''] = pair.split('=');
        if (name === COOKIE) session = value === '' ? null : value;
      }
      return response;
    },
    /** Signs up and opens the link the instance mailed (its outbox), as a person would: then signed in. */
    async signup(baseUrl) {
      const asked = await user.request(baseUrl, '/api/auth/signup', {
        method: 'POST',
        body: { name: 'Alice Dupont', email: user.email, password: user.password, acceptTerms: true },
      });
      if (asked.status !== 202) throw new Error(`signup answered ${asked.status}: ${await asked.text()}`);
      const token = await signupToken(baseUrl, user.email);
      const response = await user.request(baseUrl, '/api/auth/signup/confirm', { method: 'POST', body: { token, password: user.password } });
      if (response.status !== 201) throw new Error(`signup confirmation answered ${response.status}: ${await response.text()}`);
    },
    login: (baseUrl) => user.request(baseUrl, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } }),
  };
  return user;
}

/** The sign-up link's token the instance at `baseUrl` wrote to its outbox for `email`, once it is there. */
async function signupToken(baseUrl: string, email: string): Promise<string> {
  const outbox = outboxOf(baseUrl);
  if (!outbox) throw new Error(`no outbox known for ${baseUrl}: start it with startApiProcess`);
  const mails = mailIndexOf(outbox);
  await mkdir(outbox, { recursive: true });
  mails.watch();
  // The mail goes out after the answer: it is awaited as an event of the outbox, not polled. The minute is
  // only when to give up on a mail that never comes — under a load run's sign-up batches on a slow machine
  // ten seconds were not enough, and a wait that ends early would test the machine, not the product.
  return await new Promise<string>((resolve, reject) => {
    const giveUp = setTimeout(() => {
      mails.forget(email);
      reject(new Error(`no sign-up link mailed to ${email}`));
    }, 60_000);
    mails.await(email, (token) => {
      clearTimeout(giveUp);
      resolve(token);
    });
  });
}

/**
 * One reader per outbox, shared by every user waiting on it: each message file is read once, however many
 * users wait (200 users each re-reading the whole folder on each new file made the waits quadratic).
 */
interface MailIndex {
  watch: () => void;
  await: (email: string, onToken: (token: string) => void) => void;
  forget: (email: string) => void;
}

const mailIndexes = new Map<string, MailIndex>();

function mailIndexOf(outbox: string): MailIndex {
  const known = mailIndexes.get(outbox);
  if (known) return known;
  const tokens = new Map<string, string>();
  const waiters = new Map<string, (token: string) => void>();
  const read = new Set<string>();
  let reading = Promise.resolve();
  const deliver = (email: string) => {
    const token = tokens.get(email);
    const waiter = waiters.get(email);
    if (token === undefined || !waiter) return;
    waiters.delete(email);
    waiter(token);
  };
  // Reads one after another, so that a file is never read twice by two overlapping events.
  const readNew = () => {
    reading = reading.then(async () => {
      for (const file of await readdir(outbox)) {
        if (read.has(file)) continue;
        const message = await readFile(path.join(outbox, file), 'utf8');
        // A file still being written is read again on its next event.
        if (!isWhole(message)) continue;
        read.add(file);
        const mail = signupMailOf(message);
        if (!mail) continue;
        tokens.set(mail.email, mail.token);
        deliver(mail.email);
      }
    }).catch(() => undefined);
  };
  let watching = false;
  const index: MailIndex = {
    watch() {
      if (watching) return;
      watching = true;
      // unref: the watcher never keeps a test or benchmark process alive.
      watch(outbox, readNew).unref();
    },
    await(email, onToken) {
      waiters.set(email, onToken);
      deliver(email);
      readNew();
    },
    forget: (email) => waiters.delete(email),
  };
  mailIndexes.set(outbox, index);
  return index;
}

/** Headers, blank line, body and its closing line break: as the outbox mailer renders a message. */
function isWhole(message: string): boolean {
  return message.includes('\r\n\r\n') && message.endsWith('\r\n');
}

/** The recipient and sign-up token of a sign-up message, if that is what `message` is. */
function signupMailOf(message: string): { email: string; token: string } | undefined {
  const email = message.match(/\r\nTo: ([^\r\n]+)\r\n/)?.[1];
  const token = message.match(/\/signup#token=([\w-]+)/)?.[1];
  return email && token ? { email, token } : undefined;
}
