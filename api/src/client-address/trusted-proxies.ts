import net from 'node:net';

/**
 * Who may tell the api a client's address in `X-Forwarded-For` (Fastify's `trustProxy`): nobody
 * (false), the last `n` hops, or the proxies at these addresses. Never "every hop": the left-most
 * entries are whatever the client wrote.
 */
export type TrustedProxies = false | number | string[];

// proxy-addr's names for the private ranges a load balancer usually sits in.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const maxBits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= maxBits;
}

/**
 * Reads `TRUST_PROXY`: `false`/`0` none; `true` one hop (the one load balancer the deployment notes
 * describe); a number of hops; or a comma list of addresses, CIDR ranges and the names `loopback`,
 * `linklocal`, `uniquelocal`. Null when the text is none of these.
 */
export function parseTrustedProxies(text: string): TrustedProxies | null {
  const value = text.trim();
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** As Fastify's `trustProxy` takes it: a hop count becomes "the n hops nearest the api". */
export function trustProxyOption(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}
