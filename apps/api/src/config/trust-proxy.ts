import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may say who the client is (X-Forwarded-For): none, the last N hops, or the proxies at these
 * addresses. Fastify reads each form as proxy-addr does: a number trusts that many hops from the server, a list
 * trusts only connections from those addresses, and the client address is then the first one that is not a
 * trusted proxy, counted from the right. `true` would trust every hop, so the left-most entry, which the client
 * writes itself, would become its address and every per-address limit would be void: it is refused.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const REFUSED_TRUE =
  'must not be true: it lets any client choose its own address with X-Forwarded-For, and every per-address limit ' +
  'with it. Set the number of proxies in front of the server (1 for one load balancer) or their addresses ' +
  '(10.0.0.5,10.0.0.0/8)';

export const trustProxySetting = z
  .string()
  .transform((value, context): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (['false', 'no', '0', ''].includes(text)) return false;
    if (['true', 'yes'].includes(text)) {
      context.addIssue({ code: 'custom', message: REFUSED_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 32) return hops;
      context.addIssue({ code: 'custom', message: 'a number of proxies must be between 0 and 32' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `'${wrong.join("', '")}' is not a number of proxies, an IP address or a CIDR range (10.0.0.0/8)`,
    });
    return z.NEVER;
  })
  .default(false);

/**
 * The setting as Fastify takes it. A hop count is given as a function: Fastify reads a bare number as 'trust no
 * peer' (it cannot tell a proxy from a client that writes the header itself), while a hop count here means what
 * proxy-addr means: the nearest N hops are proxies. So with a count the server must be reachable only through
 * those proxies; where it is not, list their addresses instead.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
  return setting;
}
