import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from './cache-policy.ts';
import { sendCompressible } from './compressed-text.ts';
import { mapAnswers } from './map-answers.ts';
import { createPublicSite } from './public-site.ts';
import { REMOTES } from '@lettra/federation-config/remotes';
import { localRemoteMap, type RemoteMap } from './remote-map.ts';
import { fixedRemoteMap, remotesFile, type RemoteMapSource } from './remote-map-source.ts';

export interface StaticSiteOptions {
  /** Folder holding shell and the mfe-x folders, each with its dist build. */
  frontRoot: string;
  /** /remotes.json served as is when given (remotes on their own origins); else the local builds. */
  remotes?: RemoteMap;
  /** A file holding /remotes.json, followed while the api runs (`REMOTES_FILE`); wins over `remotes`. */
  remotesFile?: string;
  /**
   * The origin a valid preview link (`?preview=<token>` of the page's address) lets that page load a
   * remote from, else null (remotes/preview-gate.ts). Absent: no page names a preview origin.
   */
  previewOriginOf?: (token: string | undefined) => string | null;
  /** Stripe.js is loaded by the page (a publishable key is configured): the CSP must allow it. */
  stripe?: boolean;
  /** The site's public address, for canonical URLs and the sitemap. */
  siteUrl: string;
  now: () => Date;
  /**
   * The premium-day promotion (the api's premium policy): during it, a page it changes is served as
   * it then shows (the landing page's banner). Absent, pages are served as on an ordinary day.
   */
  premiumDay?: { endsAt: () => Date | null; timeZone: string };
  /**
   * The session cookie's name: a page asked for with it starts the shell at once, so a signed-in visitor
   * sees the account links as before; without it a pre-rendered page starts the shell on the visitor's
   * first intent (docs/public-pages.md 'First load').
   */
  sessionCookie?: string;
  /** How remotes' pages.json are fetched from their own origins (tests replace it). */
  fetch?: typeof fetch;
}

const setHeaders = (reply: { header(name: string, value: string): unknown }, path: string) =>
  reply.header('cache-control', cacheControlFor(path));

/** The remote map: followed in its file, fixed by configuration, or the remotes built in this checkout. */
function remoteMapSource(app: FastifyInstance, { frontRoot, remotes, remotesFile: path, now }: StaticSiteOptions): Promise<RemoteMapSource> {
  if (path === undefined) return Promise.resolve(fixedRemoteMap(remotes ?? localRemoteMap(frontRoot)));
  return remotesFile({
    path,
    now,
    onChange: (map) => app.log.info({ remotes: map }, 'liste des remotes modifiée'),
    onError: (error) => app.log.error({ err: error }, 'liste des remotes illisible'),
  });
}

/**
 * Single-origin mode: the shell at /, each remote at /mfe/<name>/, /remotes.json, and every
 * other non-api path answered with the shell's page carrying that route's head, with 404 for
 * paths no route knows (the shell's router then shows the not-found page). Build files go
 * precompressed (.br/.gz written by the build); pages are compressed once per build read.
 * What is served how: docs/public-pages.md.
 */
async function staticSitePlugin(app: FastifyInstance, options: StaticSiteOptions) {
  const { frontRoot, stripe, siteUrl, now, premiumDay, fetch, previewOriginOf, sessionCookie } = options;
  const shellDist = join(frontRoot, 'shell', 'dist');
  const remoteMap = await remoteMapSource(app, options);
  const answersFor = mapAnswers({ stripe });
  const site = createPublicSite({
    frontRoot,
    remoteMap: () => remoteMap.current(),
    siteUrl,
    now,
    ...(fetch ? { fetch } : {}),
    onError: (error) => app.log.warn({ err: error }, 'pages publiques : lecture d’un build impossible'),
  });

  // no-cache with a validator rather than a max-age: a release reaches the next page load, and an
  // unchanged map costs a 304 (docs/federation.md, 'Releasing a remote').
  app.get('/remotes.json', async (request, reply) => {
    const { remotesJson, etag } = answersFor(await remoteMap.current());
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    return sendCompressible(request, reply, remotesJson);
  });
  app.get('/pages.json', async (request, reply) =>
    sendCompressible(request, reply.header('cache-control', 'no-cache'), (await site.snapshot()).pageHeads),
  );
  app.get('/robots.txt', async (request, reply) =>
    sendCompressible(request, reply.header('cache-control', 'public, max-age=3600'), (await site.snapshot()).robots),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    sendCompressible(request, reply.header('cache-control', 'public, max-age=3600'), (await site.snapshot()).sitemap),
  );

  for (const remote of Object.values(REMOTES)) {
    const root = join(frontRoot, remote.dir, 'dist');
    if (!existsSync(root)) continue;
    // Read per request (wildcard): a remote rebuilt alone is served without restarting the api.
    await app.register(fastifyStatic, {
      root,
      prefix: remote.apiPath,
      decorateReply: false,
      // Only the remote's modules: the HTML of its build is the standalone development harness (a
      // simulated session, persona switcher), which has no place on a deployed site.
      index: false,
      allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.html'),
      preCompressed: true,
      cacheControl: false,
      setHeaders,
    });
  }

  if (!existsSync(join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'shell non construit : lancez la construction du front-end');
    return;
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // The document itself always goes through sendShell, which sets the CSP.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders,
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const end = premiumDay?.endsAt() ?? null;
    const running = end && premiumDay ? { end, timeZone: premiumDay.timeZone } : null;
    const [snapshot, map] = await Promise.all([site.snapshot(), remoteMap.current()]);
    // Only the document a valid preview link asked for may load from that link's origin: not other
    // visitors, not this browser's other tabs, not this tab once the link is gone (docs/security.md).
    const previewOrigin = previewOriginOf?.(previewTokenOf(request)) ?? null;
    // A preview starts at once: it is the remote's code that is looked at.
    const onIntent = previewOrigin === null && !(sessionCookie !== undefined && hasCookie(request, sessionCookie));
    const page = snapshot.page(new URL(request.url, 'http://page').pathname, running, { onIntent });
    if (!page) return reply.callNotFound();
    const answers = answersFor(map);
    reply
      .code(page.answer.status)
      .header('cache-control', previewOrigin ? 'no-store' : 'no-cache')
      .header('content-security-policy', previewOrigin ? answers.cspWithPreview(previewOrigin) : answers.csp);
    // A page is drawn for a visitor or not by whether the request carries the session cookie.
    return sendCompressible(request, reply, page.html, { varyAlso: sessionCookie === undefined ? [] : ['cookie'] });
  };
  app.get('/', sendPage);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/mfe/')) return reply.callNotFound();
    return sendPage(request, reply);
  });
}

/** The request carries the cookie `name`, whatever its value: its validity is the api's business, not the page's. */
function hasCookie(request: FastifyRequest, name: string): boolean {
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/** The page address's one `preview` parameter; none when absent or given twice. */
function previewTokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.preview;
  return typeof token === 'string' ? token : undefined;
}

export const staticSite = fp(staticSitePlugin, { name: 'static-site' });
