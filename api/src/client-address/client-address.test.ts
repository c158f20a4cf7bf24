import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientSource } from './client-source.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

describe('parseTrustedProxies (TRUST_PROXY)', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 2001:db8::/32,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads %j', (text, expected) => {
    expect(parseTrustedProxies(text)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/2', 'nginx', '10.0.0.1,', '-1', '1.5'])('refuses %j', (text) => {
    expect(parseTrustedProxies(text)).toBeNull();
  });
});

describe('clientSource', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, source) => {
    expect(clientSource(ip)).toBe(source);
  });

  it('counts every address of one IPv6 /64 as one source', () => {
    expect(clientSource('2001:db8:aa:bb:1::1')).toBe(clientSource('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientSource('2001:db8:aa:bb::1')).not.toBe(clientSource('2001:db8:aa:bc::1'));
  });
});

describe('loadConfig and TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('fails at start on a value it cannot read, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be false, true \(one proxy\)/);
  });
});
