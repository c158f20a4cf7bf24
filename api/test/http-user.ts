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
  await mkdir(outbox, { recursive: true });
  // The mail goes out after the answer: the outbox is read again on each of its changes (an event, not a
  // timer); the 10 s are only when to give up.
  return await new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(giveUp);
      outcome();
    };
    const look = () => {
      void mailedToken(outbox, email).then(
        (token) => token !== undefined && finish(() => resolve(token)),
        (error: unknown) => finish(() => reject(error)),
      );
    };
    const watcher = watch(outbox, look);
    const giveUp = setTimeout(() => finish(() => reject(new Error(`no sign-up link mailed to ${email}`))), 10_000);
    look();
  });
}

/** The token of a sign-up link mailed to `email` that the outbox holds whole, if any. */
async function mailedToken(outbox: string, email: string): Promise<string | undefined> {
  for (const file of await readdir(outbox)) {
    const message = await readFile(path.join(outbox, file), 'utf8');
    const token = message.includes(`\r\nTo: ${email}\r\n`) ? message.match(/\/signup#token=([\w-]+)/)?.[1] : undefined;
    if (token) return token;
  }
  return undefined;
}
