import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client as per-address limits count it: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * subscriber is usually given a whole /64, so counting each IPv6 address on its own would give a single machine
 * 2^64 allowances. IPv4-mapped IPv6 ('::ffff:203.0.113.5') is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros ('2001:db8::1' → 2001,db8,0,0,0,0,0,1). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

export const clientAddress = (request: FastifyRequest): string => addressKey(request.ip);
