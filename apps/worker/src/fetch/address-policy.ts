import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a crawler of public websites has no business connecting to: this machine, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved
 * ranges. IPv4-mapped IPv6 addresses are checked against the IPv4 rules (BlockList does that itself).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  // Local-use IPv4/IPv6 translation (RFC 8215): an operator's NAT64 may map these onto its private IPv4 networks.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local, deprecated (RFC 3879) but still routed inside some networks.
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** 'localhost' names a local service on purpose (RFC 6761): an operator pointing a source at it means it. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

export class PrivateAddressError extends Error {
  readonly code = 'ERR_BATAS_PRIVATE_ADDRESS';
  constructor(hostname: string, address: string) {
    super(`refused to connect: ${hostname} resolves to ${address}, a private or link-local address`);
    this.name = 'PrivateAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup for the crawler's sockets: a host name that resolves to any non-public address is refused, so a
 * configured public source (lawphil.net) cannot be turned into a path to an internal service by its DNS answers.
 * Sources configured by IP address never get here (Node connects to an IP without a lookup), and the fetcher
 * only requests the configured origins, so a local copy is reached only when an operator configured it.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (!isLocalName(hostname)) {
      const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
      if (blocked) return callback(new PrivateAddressError(hostname, blocked.address), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
