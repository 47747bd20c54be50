import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('192.0.2.10')).toBe('192.0.2.10');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(clientAddressKey('::FFFF:c000:20a')).toBe('192.0.2.10');
    expect(clientAddressKey('0:0:0:0:0:ffff:192.0.2.10')).toBe('192.0.2.10');
  });

  it('counts every IPv6 address of one /64 as one client, whatever its spelling', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::7',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:192.0.2.1',
    ].map(clientAddressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
