import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CsrfError } from '../errors/csrf-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// `same-site` lets the remotes on their own ports call the api (ports do not change the site).
const ACCEPTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The path the router understood: the matched route's pattern, else the decoded URL path. Never
 * the raw URL, which can spell an api path another way ('/%61pi/…') and still reach its route.
 */
function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url !== undefined) return request.routeOptions.url;
  const raw = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The custom header, then `Sec-Fetch-Site`, else `Origin`: see csrfPlugin. */
function isCrossSite(request: FastifyRequest, configuredOrigins: Set<string>): boolean {
  if (request.headers['x-requested-with'] !== 'lettra') return true;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return !ACCEPTED_FETCH_SITES.has(String(fetchSite));
  const origin = request.headers.origin;
  return origin !== undefined && origin !== ownOrigin(request) && !configuredOrigins.has(origin);
}

/**
 * CSRF defence for every state-changing request under /api (team brief, 'CSRF (decided)'):
 * the custom header `X-Requested-With: lettra` (a cross-site form cannot set it, and a cross-site
 * fetch that sets it needs a CORS preflight the api never grants), then `Sec-Fetch-Site`, or
 * when a browser sends no such header, `Origin` against the allowed origins.
 */
export const csrfPlugin = fp<{ exemptPaths: string[] }>(
  async (app, { exemptPaths }) => {
    const exempt = new Set(exemptPaths);
    const configuredOrigins = new Set([new URL(app.config.publicUrl).origin, ...app.config.allowedOrigins]);

    // Callback style, as every hook that runs on each request: a read settles no promise here.
    app.addHook('onRequest', (request, reply, done) => {
      if (!STATE_CHANGING.has(request.method)) {
        done();
        return;
      }
      const path = routedPath(request);
      if (!path.startsWith('/api/') || exempt.has(path)) {
        done();
        return;
      }
      // The answer depends on these headers: caches must not serve it to another request.
      reply.header('vary', 'Origin, Sec-Fetch-Site');
      done(isCrossSite(request, configuredOrigins) ? new CsrfError() : undefined);
    });
  },
  { name: 'csrf' },
);
