import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, built into Node: no native module to compile).
 *
 * Stored form: `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`. The parameters travel with
 * the hash, so they can be raised later without invalidating existing accounts: `needsRehash`
 * tells the login code when to re-hash with the current parameters.
 */
const PREFIX = 'scrypt';
const CURRENT = { log2N: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

interface Parameters {
  log2N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Parameters, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly our N=2^15, r=8, so raise it.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(stored: string): (Parameters & { salt: Buffer; hash: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [log2N, r, p] = parts.slice(1, 4).map((part) => Number.parseInt(part, 10)) as [number, number, number];
  // Refuse absurd parameters from a tampered row instead of letting them exhaust memory or CPU.
  if (!(log2N >= 10 && log2N <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const hash = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { log2N, r, p, salt, hash };
}

export async function hashPassword(password: string): Promise<string> {
  if (typeof password !== 'string' || password.length === 0) throw new Error('Cannot hash an empty password');
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, CURRENT, KEY_LENGTH);
  return [PREFIX, CURRENT.log2N, CURRENT.r, CURRENT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * True when the password matches. Any malformed or foreign stored value (e.g. a locked account's
 * marker) simply does not match: login code never has to special-case it.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (typeof password !== 'string' || password.length === 0 || !stored) return false;
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with weaker parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return (
    parsed.log2N < CURRENT.log2N || parsed.r < CURRENT.r || parsed.p < CURRENT.p || parsed.hash.length < KEY_LENGTH
  );
}

/** A random password for generated accounts: 20 characters, no look-alikes (0/O, 1/l/I). */
export function generatePassword(length = 20): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length * 2);
  let out = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet size).
  for (const byte of bytes) {
    if (byte >= 256 - (256 % alphabet.length)) continue;
    out += alphabet[byte % alphabet.length];
    if (out.length === length) return out;
  }
  return out + generatePassword(length - out.length);
}
