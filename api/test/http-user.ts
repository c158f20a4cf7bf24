import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
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
  // The mail goes out after the answer: look again until it is written (10 s at most).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of await readdir(outbox).catch(() => [])) {
      const message = await readFile(path.join(outbox, file), 'utf8');
      const token = message.includes(`\r\nTo: ${email}\r\n`) ? message.match(/\/signup#token=([\w-]+)/)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-up link mailed to ${email}`);
}
