import { isIPv4, isIPv6 } from 'node:net';

/** Sixteen-bit groups of an IPv6 address (zone dropped, `::` and a dotted tail expanded). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (group.includes('.')) {
            const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
            return [(a << 8) | b, (c << 8) | d];
          }
          return [Number.parseInt(group, 16)];
        });
  const start = parse(head);
  if (tail === undefined) {
    return start;
  }
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * What per-client limits count by: an IPv4 address as it is, an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) as that IPv4 address, and any other IPv6 address by its /64 prefix,
 * the block one subscriber gets (so rotating through it buys no fresh counters). The rate
 * limits (@fastify/rate-limit's own key is the same; rate-limit.ts pins it) and the admin
 * sign-in throttle share it.
 */
export function clientAddressKey(address: string): string {
  if (isIPv4(address)) {
    return address;
  }
  if (!isIPv6(address)) {
    return address.toLowerCase();
  }
  const groups = ipv6Groups(address);
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
