import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints billing uses, for the real `stripe` SDK pointed at it
 * with STRIPE_API_BASE (stripe-mock cannot be installed here, and it keeps no state: docs/security-payments.md §1.5). It
 * keeps customers, Checkout Sessions and subscriptions in memory, records every request, and lets a
 * test play Stripe's part: pay a session, change a subscription, fail the next call.
 */

type StripeObject = Record<string, unknown>;

/** A form body or query string as the SDK encodes it (`line_items[0][price]=…`), back into objects. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  idempotencyKey: string | null;
}

interface InjectedFailure {
  method: string;
  path: RegExp;
  status: number;
  error: { type: string; message: string; code?: string };
}

export const TEST_WEBHOOK_SECRET = 'whsec_lettra_test_secret';
export const TEST_PRICE_ID = 'price_premium_monthly_eur';
const DAY_SECONDS = 24 * 60 * 60;

function setPath(target: Record<string, FormValue>, keys: string[], value: string): void {
  let node: Record<string, FormValue> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= {};
    node = node[key] as Record<string, FormValue>;
  });
}

// Objects whose keys are 0, 1, 2… were arrays before the SDK encoded them.
function arraysBack(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysBack(value[key]!)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

function parseStripeForm(text: string): Record<string, FormValue> {
  const result: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, '').split('[');
    setPath(result, keys, value);
  }
  return arraysBack(result) as Record<string, FormValue>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const expands = (params: Record<string, FormValue>): string[] => {
  const expand = params.expand;
  return Array.isArray(expand) ? expand.filter((item): item is string => typeof item === 'string') : [];
};

export interface FakeStripe {
  /** STRIPE_API_BASE for the app under test. */
  readonly baseUrl: string;
  readonly requests: RecordedStripeRequest[];
  /** The requests to one endpoint, e.g. `requestsTo('POST', '/v1/checkout/sessions')`. */
  requestsTo: (method: string, path: string) => RecordedStripeRequest[];
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Stripe's side of a paid checkout: the session is complete and paid, its subscription exists. */
  payCheckout: (sessionId: string, options?: { periodEnd?: Date; status?: string }) => StripeObject;
  /** A session Stripe keeps open (the user left the payment page). */
  sessionOf: (sessionId: string) => StripeObject;
  /** Changes a subscription as Stripe would (a renewal failing, the period ending…). */
  updateSubscription: (id: string, changes: { status?: string; cancelAtPeriodEnd?: boolean; periodEnd?: Date }) => StripeObject;
  /** The next request matching method and path answers this error instead. */
  failNext: (failure: InjectedFailure) => void;
  /** A webhook delivery: the JSON body and its `Stripe-Signature`, signed at `signedAt` (default: now). */
  event: (
    type: string,
    object: StripeObject,
    options?: { id?: string; createdAt?: Date; signedAt?: Date; secret?: string },
  ) => { payload: string; signature: string; id: string };
  close: () => Promise<void>;
}

/** Starts the stub on 127.0.0.1, on a free port unless one is given (the e2e suite fixes it). */
export async function startFakeStripe(clock: () => Date = () => new Date(), listenPort = 0): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: InjectedFailure[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${(counter += 1).toString().padStart(6, '0')}`;
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  const card = { id: 'pm_test_visa', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } };

  function subscriptionView(subscription: StripeObject, expand: string[]): StripeObject {
    return expand.includes('default_payment_method') ? subscription : { ...subscription, default_payment_method: card.id };
  }

  function sessionView(session: StripeObject, expand: string[]): StripeObject {
    const subscriptionId = session.subscription as string | null;
    if (!expand.includes('subscription') || !subscriptionId) return session;
    return { ...session, subscription: subscriptionView(subscriptions.get(subscriptionId)!, []) };
  }

  const missing = (kind: string, id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' } },
  });

  function route(method: string, path: string, params: Record<string, FormValue>): { status: number; body: unknown } {
    const expand = expands(params);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', email: params.email, name: params.name, metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session ? { status: 200, body: sessionView(session, expand) } : missing('checkout.session', sessionMatch[1]!);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) return missing('subscription', subscriptionMatch[1]!);
      if (method === 'DELETE') {
        // Stripe's immediate cancellation: the subscription ends now and no further invoice is made.
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return { status: 200, body: subscriptionView(subscription, expand) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: { id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.com/p/session/${id}` },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const method = request.method ?? 'GET';
    // The SDK sends the parameters of GET and DELETE in the query string, of POST in the body.
    const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : await readBody(request));
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    requests.push({ method, path: url.pathname, params, idempotencyKey });

    const failureIndex = failures.findIndex((failure) => failure.method === method && failure.path.test(url.pathname));
    let answer: { status: number; body: unknown };
    if (failureIndex >= 0) {
      const [failure] = failures.splice(failureIndex, 1);
      answer = { status: failure!.status, body: { error: failure!.error } };
    } else if (idempotencyKey && method === 'POST' && idempotent.has(`${url.pathname} ${idempotencyKey}`)) {
      // Stripe answers a repeated idempotency key with the first answer.
      answer = idempotent.get(`${url.pathname} ${idempotencyKey}`)!;
    } else {
      answer = route(method, url.pathname, params);
      if (idempotencyKey && method === 'POST') idempotent.set(`${url.pathname} ${idempotencyKey}`, answer);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    response.end(JSON.stringify(answer.body));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    customers,
    sessions,
    subscriptions,

    sessionOf(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      return session;
    },

    payCheckout(sessionId, { periodEnd, status = 'active' } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      const start = nowSeconds();
      const end = periodEnd ? Math.floor(periodEnd.getTime() / 1000) : start + 30 * DAY_SECONDS;
      const subscription: StripeObject = {
        id: nextId('sub'),
        object: 'subscription',
        customer: session.customer,
        status,
        cancel_at_period_end: false,
        cancel_at: null,
        created: start,
        metadata: { userId: (session.metadata as Record<string, string>).userId },
        default_payment_method: card,
        items: {
          object: 'list',
          data: [{ id: nextId('si'), object: 'subscription_item', current_period_start: start, current_period_end: end, price: { id: TEST_PRICE_ID } }],
        },
      };
      subscriptions.set(subscription.id as string, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return subscription;
    },

    updateSubscription(id, { status, cancelAtPeriodEnd, periodEnd }) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
      if (status !== undefined) subscription.status = status;
      if (cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = cancelAtPeriodEnd;
      if (periodEnd) {
        const item = (subscription.items as { data: StripeObject[] }).data[0]!;
        item.current_period_end = Math.floor(periodEnd.getTime() / 1000);
      }
      return subscription;
    },

    failNext: (failure) => failures.push(failure),

    event(type, object, { id = nextId('evt'), createdAt = clock(), signedAt = clock(), secret = TEST_WEBHOOK_SECRET } = {}) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(createdAt.getTime() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(signedAt.getTime() / 1000),
      });
      return { payload, signature, id };
    },

    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The environment of a deployment with Stripe configured, pointed at `stub`. */
export function stripeEnv(stub: Pick<FakeStripe, 'baseUrl'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_lettra',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_lettra',
    STRIPE_PRICE_ID: TEST_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stub.baseUrl,
    PUBLIC_URL: 'https://lettra.test',
    // The test agent speaks plain HTTP and keeps the plain cookie name.
    COOKIE_SECURE: 'false',
  };
}
