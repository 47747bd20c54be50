import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedPrivateHost, isBlockedAddress } from './address-policy.ts';
import { FeedFetchError } from './errors.ts';

export interface ConnectTarget {
  hostname: string;
  port: number;
  /** Set for host names: hands the socket the addresses that were checked, never a new answer. */
  lookup?: LookupFunction;
}

function effectivePort(url: URL): number {
  if (url.port !== '') {
    return Number(url.port);
  }
  return url.protocol === 'https:' ? 443 : 80;
}

/** DNS lookups cannot be cancelled; the fetch stops waiting for one when its signal fires. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Hands the socket the checked addresses only. All of them passed the policy, so when a host
 * has several (IPv6 and IPv4), Node may try each in turn as it does for any host.
 */
function pinnedLookup(addresses: readonly CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const ofFamily = addresses.filter((entry) => !family || entry.family === family);
    const usable = ofFamily.length > 0 ? ofFamily : addresses;
    const first = usable[0];
    if (options.all) {
      callback(
        null,
        usable.map((entry) => ({ ...entry })),
      );
    } else if (first) {
      callback(null, first.address, first.family);
    } else {
      callback(new Error('No checked address'), '');
    }
  };
}

/**
 * Resolves the host once and refuses it when ANY answer is a blocked address, so a name with
 * one public and one private record cannot slip through. The connection then uses the checked
 * addresses only: a DNS answer that changes between check and connect (rebinding) is never
 * used, while the Host header and TLS server name stay the URL's host name.
 */
export async function resolveTarget(
  url: URL,
  allowList: readonly string[],
  signal: AbortSignal,
): Promise<ConnectTarget> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = effectivePort(url);
  const allowed = isAllowedPrivateHost(allowList, hostname, port);
  if (isIP(hostname) !== 0) {
    if (!allowed && isBlockedAddress(hostname)) {
      throw new FeedFetchError('blocked-address', `Refused to fetch from ${hostname}`);
    }
    return { hostname, port };
  }
  let answers: Array<{ address: string; family: number }>;
  try {
    answers = await raceAbort(dnsLookup(hostname, { all: true, verbatim: true }), signal);
  } catch (error) {
    if (signal.aborted) {
      throw signal.reason;
    }
    throw new FeedFetchError('network', `Could not resolve ${hostname}`, { cause: error });
  }
  if (answers.length === 0) {
    throw new FeedFetchError('network', `No address for ${hostname}`);
  }
  if (!allowed && answers.some((answer) => isBlockedAddress(answer.address))) {
    throw new FeedFetchError('blocked-address', `Refused to fetch from ${hostname}`);
  }
  const checked = answers.map(({ address, family }) => ({
    address,
    family: family === 6 ? (6 as const) : (4 as const),
  }));
  return { hostname, port, lookup: pinnedLookup(checked) };
}
