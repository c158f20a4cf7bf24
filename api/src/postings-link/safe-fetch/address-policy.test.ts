import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';

// One address inside each refused block, at its edges where an off-by-one would let it through.
const REFUSED: Array<[string, string]> = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private, last address'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT, last block'],
  ['127.0.0.1', 'loopback'],
  ['127.53.0.1', 'loopback, not only .1'],
  ['169.254.169.254', 'cloud metadata service'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private, last address'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.10', 'documentation'],
  ['192.88.99.1', '6to4 relay'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, last address'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.7', 'documentation'],
  ['224.0.0.251', 'multicast (mDNS)'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'IPv6 unspecified'],
  ['::1', 'IPv6 loopback'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, in hexadecimal'],
  ['::FFFF:10.0.0.1', 'IPv4-mapped private, upper case'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata service'],
  ['::127.0.0.1', 'IPv4-compatible'],
  ['64:ff9b::a00:1', 'NAT64 of a private address'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['100::1', 'discard-only'],
  ['2001:0:4136:e378::1', 'Teredo'],
  ['2001:db8::1', 'documentation'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['3fff::1', 'documentation'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['febf:ffff::1', 'link-local, last block'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['fe80::1%eth0', 'link-local with a zone index'],
  ['localhost', 'a name, not an address'],
  ['', 'nothing'],
  ['999.1.1.1', 'not an address'],
];

const PUBLIC: Array<[string, string]> = [
  ['1.1.1.1', 'a public resolver'],
  ['93.184.215.14', 'a web server'],
  ['100.63.255.255', 'just below carrier-grade NAT'],
  ['100.128.0.0', 'just above carrier-grade NAT'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.0', 'just above 172.16/12'],
  ['192.169.0.1', 'just above 192.168/16'],
  ['223.255.255.255', 'just below multicast'],
  ['::ffff:93.184.215.14', 'IPv4-mapped public address'],
  ['2606:4700:4700::1111', 'a public IPv6 resolver'],
  ['2a00:1450:4007:80e::200e', 'a public IPv6 web server'],
];

describe('isPublicAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('accepts %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
