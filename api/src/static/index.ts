import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from './cache-policy.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { LOCAL_REMOTES, localRemoteMap, remoteOrigins, type RemoteMap } from './remote-map.ts';

export interface StaticSiteOptions {
  /** Folder holding shell and the mfe-x folders, each with its dist build. */
  frontRoot: string;
  /** /remotes.json served as is when given (remotes on their own origins); else the local builds. */
  remotes?: RemoteMap;
  /** Stripe.js is loaded by the page (a publishable key is configured): the CSP must allow it. */
  stripe?: boolean;
}

const setHeaders = (reply: { header(name: string, value: string): unknown }, path: string) =>
  reply.header('cache-control', cacheControlFor(path));

/**
 * Single-origin mode: the shell at /, each remote at /mfe/<name>/, /remotes.json, and every
 * other non-api path answered with the shell, whose router shows the not-found page.
 */
async function staticSitePlugin(app: FastifyInstance, { frontRoot, remotes, stripe }: StaticSiteOptions) {
  const shellDist = join(frontRoot, 'shell', 'dist');
  const remoteMap = remotes ?? localRemoteMap(frontRoot);
  const csp = contentSecurityPolicy(remoteOrigins(remoteMap), { stripe });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return remoteMap;
  });

  for (const remote of Object.values(LOCAL_REMOTES)) {
    const root = join(frontRoot, remote.dir, 'dist');
    if (!existsSync(root)) continue;
    // Read per request (wildcard): a remote rebuilt alone is served without restarting the api.
    await app.register(fastifyStatic, {
      root,
      prefix: `/mfe/${remote.path}/`,
      decorateReply: false,
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
    // The document itself always goes through sendShell, which sets the CSP.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders,
  });

  const sendShell = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').header('content-security-policy', csp).sendFile('index.html', shellDist);
  app.get('/', (_request, reply) => sendShell(reply));
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/mfe/')) return reply.callNotFound();
    return sendShell(reply);
  });
}

export const staticSite = fp(staticSitePlugin, { name: 'static-site' });
