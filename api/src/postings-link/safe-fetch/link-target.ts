import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PostingLinkRefusedError } from '../../errors/posting-link-refused-error.ts';
import { PostingPageUnreachableError } from '../../errors/posting-page-unreachable-error.ts';
import { isPublicAddress } from './address-policy.ts';

/** One address a host name resolved to, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (`dns.promises.lookup` with `all: true`; a table in tests). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver, as Node's own connections use it (getaddrinfo: /etc/hosts included). */
export const systemResolveHost: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** A link checked and resolved: the address its connection must go to, and nowhere else. */
export interface LinkTarget {
  url: URL;
  /** The host name without the brackets of an IPv6 literal. */
  hostname: string;
  address: ResolvedAddress;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Checks what the link itself says, before any lookup: http or https only, no user name or password
 * (nothing of the user's may be sent), and the scheme's own port, unless its origin is one the
 * operator allowed (`POSTING_LINK_ALLOW`): a job board lives on 80 or 443, another port is
 * another service.
 */
export function checkLink(url: URL, allowedOrigins: ReadonlySet<string>): void {
  if (!(url.protocol in DEFAULT_PORTS)) throw new PostingLinkRefusedError();
  if (url.username !== '' || url.password !== '') throw new PostingLinkRefusedError();
  if (allowedOrigins.has(url.origin)) return;
  if (url.port !== '' && url.port !== DEFAULT_PORTS[url.protocol]) throw new PostingLinkRefusedError();
}

/**
 * Resolves the link's host and picks the address to connect to. Every address the name resolves to
 * must be public (a name may list a public address beside a private one, and the connection could go
 * to either), unless the link's origin is allowed. The connection is then pinned to the address
 * checked here (fetch-page.ts), so a second lookup cannot answer differently (DNS rebinding).
 */
export async function resolveLink(url: URL, allowedOrigins: ReadonlySet<string>, resolveHost: ResolveHost): Promise<LinkTarget> {
  checkLink(url, allowedOrigins);
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = isIP(hostname);
  const addresses: ResolvedAddress[] = literal !== 0 ? [{ address: hostname, family: literal === 4 ? 4 : 6 }] : await lookup(resolveHost, hostname);
  const [first] = addresses;
  if (!first) throw new PostingPageUnreachableError();
  if (!allowedOrigins.has(url.origin) && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new PostingLinkRefusedError();
  }
  return { url, hostname, address: first };
}

async function lookup(resolveHost: ResolveHost, hostname: string): Promise<ResolvedAddress[]> {
  try {
    return await resolveHost(hostname);
  } catch (error) {
    throw new PostingPageUnreachableError({}, { cause: error });
  }
}
