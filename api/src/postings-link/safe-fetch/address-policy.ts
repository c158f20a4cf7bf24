import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Every special-purpose block of IANA's registries (RFC 6890 and its updates) that is not the public
// internet: a server fetching a stranger's link must never reach its own machine, its network, its
// cloud's metadata service (169.254.169.254) or an address that another network translates to one
// of those (docs/security.md 'The posting from its link').
const IPV4_BLOCKS: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'this network, and the unspecified address'],
  ['10.0.0.0', 8, 'private (RFC 1918)'],
  ['100.64.0.0', 10, 'shared address space: carrier-grade NAT (RFC 6598)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local, where cloud metadata services answer'],
  ['172.16.0.0', 12, 'private (RFC 1918)'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation (TEST-NET-1)'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private (RFC 1918)'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation (TEST-NET-2)'],
  ['203.0.113.0', 24, 'documentation (TEST-NET-3)'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved, and the broadcast address'],
];

const IPV6_BLOCKS: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::', 96, 'IPv4-compatible (deprecated): carries an IPv4 address'],
  ['64:ff9b::', 96, 'NAT64: translated to an IPv4 address, perhaps a private one'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments, Teredo included'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4: carries an IPv4 address'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local (deprecated)'],
  ['ff00::', 8, 'multicast'],
];

const refused = new BlockList();
for (const [address, prefix] of IPV4_BLOCKS) refused.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of IPV6_BLOCKS) refused.addSubnet(address, prefix, 'ipv6');

// '::ffff:a.b.c.d' and '::ffff:7f00:1': an IPv4 address written as IPv6, judged as that IPv4 address.
const IPV4_MAPPED = /^::ffff:(?:0:)?(?<rest>[\d.]+|[\da-f]{1,4}:[\da-f]{1,4})$/i;

function unmapped(address: string): string {
  const rest = IPV4_MAPPED.exec(address)?.groups?.rest;
  if (rest === undefined) return address;
  if (isIPv4(rest)) return rest;
  const [high = 0, low = 0] = rest.split(':').map((group) => Number.parseInt(group, 16));
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * Whether a link's page may be fetched from `address`: true only for an address of the public
 * internet. Anything that is not an IP address at all is refused too.
 */
export function isPublicAddress(address: string): boolean {
  // A zone index ('fe80::1%eth0') names one of this machine's interfaces: never a public address.
  if (address.includes('%')) return false;
  const candidate = unmapped(address.toLowerCase());
  if (isIPv4(candidate)) return !refused.check(candidate, 'ipv4');
  if (isIPv6(candidate)) return !refused.check(candidate, 'ipv6');
  return false;
}
