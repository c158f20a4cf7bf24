import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { PostingBehindLoginError } from '../../errors/posting-behind-login-error.ts';
import { PostingLinkRefusedError } from '../../errors/posting-link-refused-error.ts';
import { PostingPageNotHtmlError } from '../../errors/posting-page-not-html-error.ts';
import { PostingPageTooLargeError } from '../../errors/posting-page-too-large-error.ts';
import { PostingPageTooSlowError } from '../../errors/posting-page-too-slow-error.ts';
import { PostingPageUnreachableError } from '../../errors/posting-page-unreachable-error.ts';
import type { Timers } from '../../lib/timers.ts';
import { decodePage } from './decode-page.ts';
import { resolveLink, type LinkTarget, type ResolveHost, type ResolvedAddress } from './link-target.ts';

/** How a posting's page is fetched (config.postingLink, docs/security.md 'The posting from its link'). */
export interface PageFetchSettings {
  /** Origins reached whatever their address (`POSTING_LINK_ALLOW`). */
  allowedOrigins: ReadonlySet<string>;
  /** For the whole fetch: lookups, redirects and the body. */
  timeoutMs: number;
  /** The body's size once decompressed. */
  maxBytes: number;
  maxRedirects: number;
  timers: Timers;
  resolveHost: ResolveHost;
}

export interface FetchedPage {
  /** Where the page was found, after its redirects. */
  url: string;
  html: string;
}

// A browser's Accept, honest about who asks. Nothing else: no cookie, no authorization, no referrer.
const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (compatible; Lettra/1.0; job posting import)',
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Fetches the page of a link a stranger typed, safely (docs/security.md 'The posting from its link'):
 * each hop's address checked and connected to as checked, redirects followed by hand and checked
 * again, a fresh connection each time, and the whole fetch bounded in time and size. Throws the
 * posting errors of `api/src/errors/`.
 */
export async function fetchPage(link: string, settings: PageFetchSettings): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = settings.timers.start(() => controller.abort(new PostingPageTooSlowError()), settings.timeoutMs);
  const { signal } = controller;
  try {
    let url = parseLink(link);
    for (let redirects = 0; ; redirects += 1) {
      const target = await untilAborted(resolveLink(url, settings.allowedOrigins, settings.resolveHost), signal);
      const response = await request(target, signal);
      try {
        const location = REDIRECTS.has(response.statusCode ?? 0) ? response.headers.location : undefined;
        if (location === undefined) return { url: url.href, html: await readPage(response, settings.maxBytes, signal) };
        if (redirects === settings.maxRedirects) throw new PostingPageUnreachableError();
        url = parseLink(location, url);
      } finally {
        response.destroy();
      }
    }
  } finally {
    timer.clear();
  }
}

function parseLink(link: string, base?: URL): URL {
  const url = URL.parse(link, base?.href);
  if (!url) throw new PostingLinkRefusedError();
  return url;
}

// The lookup Node's connection makes, answered with the address already checked: no second DNS
// answer can send the connection elsewhere. Node asks for a list when it tries several families.
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(target: LinkTarget, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target.url,
      // agent: false, a connection of its own: a kept-alive socket to the same host name could lead
      // to an address checked for another request.
      { method: 'GET', headers: REQUEST_HEADERS, agent: false, lookup: pinnedLookup(target.address), signal },
      resolve,
    );
    outgoing.on('error', (error) => reject(signal.aborted ? signal.reason : new PostingPageUnreachableError({}, { cause: error })));
    outgoing.end();
  });
}

async function readPage(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<string> {
  const status = response.statusCode ?? 0;
  if (status === 401 || status === 403) throw new PostingBehindLoginError();
  if (status < 200 || status > 299) throw new PostingPageUnreachableError();
  const contentType = response.headers['content-type'] ?? '';
  if (!HTML_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '')) throw new PostingPageNotHtmlError();
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw new PostingPageTooLargeError();

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decompressed(response)) {
      const bytes = Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      // Counted once decompressed, as it arrives: a small compressed answer may unpack to gigabytes.
      if (size > maxBytes) throw new PostingPageTooLargeError();
      chunks.push(bytes);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof PostingPageTooLargeError) throw error;
    throw new PostingPageUnreachableError({}, { cause: error });
  }
  return decodePage(Buffer.concat(chunks), contentType);
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) throw new PostingPageUnreachableError();
  // A broken connection or a corrupt stream reaches the decoder, and so the loop reading it.
  return pipeline(response, decoder, () => {});
}

// A DNS lookup cannot be cancelled: the fetch stops waiting for it when its time is up.
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
