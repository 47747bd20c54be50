import { describe, expect, it } from 'vitest';
import { isAllowedPrivateHost, isBlockedAddress } from './address-policy.ts';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback range'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.5.4', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, last'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT, last'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.251', 'multicast'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd00::1', 'unique local'],
    ['fc12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
    ['[::1]', 'bracketed as in a URL'],
    ['not-an-address', 'a host name, not an address'],
  ])('blocks %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('lets the public address %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('isAllowedPrivateHost', () => {
  it('is empty by default', () => {
    expect(isAllowedPrivateHost([], '127.0.0.1', 8080)).toBe(false);
  });

  it('matches a host name on any port, or host and port exactly', () => {
    expect(isAllowedPrivateHost(['127.0.0.1'], '127.0.0.1', 8080)).toBe(true);
    expect(isAllowedPrivateHost(['127.0.0.1:8080'], '127.0.0.1', 8080)).toBe(true);
    expect(isAllowedPrivateHost(['127.0.0.1:8080'], '127.0.0.1', 8081)).toBe(false);
    expect(isAllowedPrivateHost(['Feeds.Internal'], 'feeds.internal', 443)).toBe(true);
    expect(isAllowedPrivateHost(['[::1]:9000'], '[::1]', 9000)).toBe(true);
    expect(isAllowedPrivateHost(['127.0.0.1'], 'localhost', 8080)).toBe(false);
  });
});
