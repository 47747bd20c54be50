import { BlockList, isIP } from 'node:net';

// A feed URL is typed by staff or arrives in a redirect, so the worker must not become a way
// to reach the machine itself, the cloud metadata service or the private network behind it.
// Every range below is one no public feed can live in.
const blockedIpv4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", including the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address 255.255.255.255
];

const blockedIpv6: ReadonlyArray<readonly [string, number]> = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blockList = new BlockList();
for (const [network, prefix] of blockedIpv4) {
  blockList.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of blockedIpv6) {
  blockList.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (with an optional dotted IPv4 tail), or null. */
function parseIpv6(address: string): number[] | null {
  let text = address;
  const bytesOfTail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (isIP(tail) !== 4) {
      return null;
    }
    bytesOfTail.push(...tail.split('.').map(Number));
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) {
    return null;
  }
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) {
    return null;
  }
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) {
      return null;
    }
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  if (bytesOfTail.length === 4) {
    bytes.splice(12, 4, ...bytesOfTail);
  }
  return bytes;
}

function ipv4At(bytes: readonly number[], offset: number): string {
  return bytes.slice(offset, offset + 4).join('.');
}

/**
 * IPv4 addresses carried inside an IPv6 one, which reach the IPv4 host they embed:
 * IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
function embeddedIpv4(bytes: readonly number[]): string | null {
  const prefixIs = (expected: readonly number[]) =>
    expected.every((value, index) => bytes[index] === value);
  if (prefixIs([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) {
    return ipv4At(bytes, 12);
  }
  if (prefixIs([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) {
    return ipv4At(bytes, 12);
  }
  if (prefixIs([0x20, 0x02])) {
    return ipv4At(bytes, 2);
  }
  return null;
}

/**
 * True when an IP address must not be fetched from: private, loopback, link-local,
 * unique-local, CGNAT, multicast, unspecified, broadcast, documentation or benchmarking, or an
 * IPv6 address embedding such an IPv4 address. Anything that is not an IP address is blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) {
    return blockList.check(bare, 'ipv4');
  }
  if (family !== 6) {
    return true;
  }
  if (blockList.check(bare, 'ipv6')) {
    return true;
  }
  const bytes = parseIpv6(bare);
  if (!bytes) {
    return true;
  }
  const embedded = embeddedIpv4(bytes);
  return embedded !== null && blockList.check(embedded, 'ipv4');
}

/**
 * The allow-list holds host names or `host:port` entries (the worker's
 * NEWS_ALLOW_PRIVATE_HOSTS, used by tests that serve feeds on 127.0.0.1). Empty by default.
 */
export function isAllowedPrivateHost(
  allowList: readonly string[],
  hostname: string,
  port: number,
): boolean {
  if (allowList.length === 0) {
    return false;
  }
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const candidates = new Set([host, `${host}:${port}`, `[${host}]`, `[${host}]:${port}`]);
  return allowList.some((entry) => candidates.has(entry.trim().toLowerCase()));
}
