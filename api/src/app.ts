import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountDomain } from './account/index.ts';
import { analysisDomain } from './analysis/index.ts';
import { authDomain } from './auth/index.ts';
import { billingDomain } from './billing/index.ts';
import { trustProxyOption } from './client-address/trusted-proxies.ts';
import type { AppConfig } from './config.ts';
import { enginePoolPlugin } from './engine-pool/engine-pool.ts';
import { exportsDomain } from './exports/index.ts';
import { generationDomain } from './generation/index.ts';
import { healthDomain } from './health/index.ts';
import { lettersDomain } from './letters/index.ts';
import { loggerOptions, type LogStream } from './logger-options.ts';
import { metricsPlugin } from './observability/metrics.ts';
import { postingsLinkDomain } from './postings-link/index.ts';
import { requestIdFor, requestIdPlugin } from './observability/request-id.ts';
import { OneLinePerRequest } from './observability/request-log.ts';
import { backgroundTasksPlugin } from './plugins/background-tasks.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionCookieName, sessionPlugin } from './plugins/session.ts';
import { zodSchemasPlugin } from './plugins/zod-schemas.ts';
import { createPreviewGate } from './remotes/preview-gate.ts';
import { previewRoutes } from './remotes/preview.routes.ts';
import { retentionJob } from './retention/index.ts';
import { savedResumeDomain } from './saved-resume/index.ts';
import { demoSeed } from './seed/index.ts';
import { staticSite } from './static/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Routes that must take state-changing requests from other sites: their signature is their authentication. */
const CSRF_EXEMPT_PATHS = ['/api/billing/webhook'];

// Node checks the header and request timeouts on this beat (its default, 30 s, would let a slow
// client run that much past them).
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Builds the whole api. Tests call it with their own config and drive it with `app.inject`;
 * server.ts calls it and listens.
 */
export async function buildApp(config: AppConfig, { logStream }: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    // Fastify's default, stated: routes with bigger needs (generation, billing webhook) set their own.
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // Read by requestIdFor, which checks the header's shape before trusting it.
    requestIdHeader: false,
    genReqId: requestIdFor,
    frameworkErrors: frameworkErrorHandler,
    // A slow client cannot hold a connection (docs/security.md): its headers, then its whole request,
    // must arrive in time, and a connection silent for IDLE_TIMEOUT_MS is closed. A streaming answer
    // is not a request being received: generations keep their own limits and a 15 s heartbeat.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
  });
  app.decorate('config', config);
  // A production's risky settings (PREMIUM_DAY=rolling, SEED_DEMO=true), said at start (docs/security.md).
  for (const warning of config.startupWarnings) app.log.warn(warning);
  // The api speaks JSON only: any other body is a 415 (the billing webhook adds its own raw parser).
  app.removeContentTypeParser('text/plain');

  // 1. Infrastructure. Order matters: each plugin relies on those above it.
  await app.register(errorHandlerPlugin); // first, so that every failure and 404 below is answered in French
  await app.register(requestIdPlugin); // x-request-id on every answer, to find its log lines
  await app.register(metricsPlugin); // early, so its onResponse hook times every route below; GET /api/metrics
  await app.register(zodSchemasPlugin); // before any route: routes declare zod schemas
  await app.register(securityHeadersPlugin); // helmet's headers and Permissions-Policy, read once, on every answer
  await app.register(cookie);
  await app.register(dbPlugin, { settings: config.database }); // opens the database and migrates it
  await app.register(backgroundTasksPlugin); // app.background: work answers do not wait for; settled before the database closes
  await app.register(demoSeed); // demo accounts on first start (SEED_DEMO)
  await app.register(csrfPlugin, { exemptPaths: CSRF_EXEMPT_PATHS });
  await app.register(redisPlugin); // state shared by every api instance (REDIS_URL)
  await app.register(rateLimitPlugin); // before the routes that opt in to a limit
  await app.register(enginePoolPlugin); // app.engine: reading texts and rendering exports, off the event loop
  await app.register(sessionPlugin); // request.user, reply.startSession, app.requireUser
  await app.register(retentionJob); // 30 days inactive: warned, then deleted; hourly (RETENTION_INTERVAL_MINUTES)

  // A remote's preview link, checked for the shell (POST /api/remotes/preview) and for the page's CSP.
  const previews = createPreviewGate({ secret: config.previewSecret, origins: config.previewOrigins, now: config.now });

  // 2. The domains, all JSON under /api (docs/architecture.md 'API').
  await app.register(
    async (api) => {
      await api.register(healthDomain); // GET /api/health, /api/ready
      await api.register(authDomain, { prefix: '/auth' });
      await api.register(lettersDomain, { prefix: '/letters' });
      await api.register(exportsDomain); // GET /api/letters/:id/export.pdf|docx
      await api.register(accountDomain, { prefix: '/me' });
      await api.register(savedResumeDomain, { prefix: '/me/resume' });
      // Generation (/api/letters/generate, /api/analysis) and billing (/api/billing) register here.
      // POST /letters/generate sits beside the letters routes; no letters route takes POST, so no clash with /:id.
      await api.register(generationDomain, { prefix: '/letters' });
      await api.register(analysisDomain, { prefix: '/analysis' });
      await api.register(postingsLinkDomain, { prefix: '/postings' }); // the posting from its link (docs/security.md)
      await api.register(billingDomain, { prefix: '/billing' });
      await api.register(previewRoutes, { prefix: '/remotes', gate: previews });
    },
    { prefix: '/api' },
  );

  // 3. The front-end builds (single-origin mode), last: every path the api does not answer.
  await app.register(staticSite, {
    frontRoot: config.frontRoot,
    ...(config.remotes ? { remotes: config.remotes } : {}),
    ...(config.remotesFile ? { remotesFile: config.remotesFile } : {}),
    previewOriginOf: previews.originOf,
    // The page loads Stripe.js only when a publishable key is configured: only then may the CSP allow it.
    stripe: Boolean(config.stripe?.publishableKey),
    siteUrl: config.publicUrl,
    now: config.now,
    // A visitor with a session gets pages that start the shell at once, so the account links show as before.
    sessionCookie: sessionCookieName(config.cookieSecure),
    // A pre-rendered page the promotion changes is served with its banner, dated (app.premium: session plugin).
    premiumDay: { endsAt: app.premium.promotionEndsAt, timeZone: config.timeZone },
  });

  return app;
}
