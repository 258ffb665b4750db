import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from '../../src/passwords.ts';

describe('passwords', () => {
  it('hashes with a fresh salt and the parameters in the stored string', async () => {
    const [a, b] = await Promise.all([hashPassword('s3cret!'), hashPassword('s3cret!')]);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret!', a)).toBe(true);
    expect(await verifyPassword('s3cret?', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Pe\u00f1a-2024');
    expect(await verifyPassword('Pen\u0303a-2024', stored)).toBe(true);
  });

  it('never matches malformed, foreign or tampered hashes', async () => {
    for (const stored of [
      '',
      '!locked',
      'bcrypt$2b$10$abc',
      'scrypt$40$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$15$8$1$$',
      null,
      undefined,
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
    expect(await verifyPassword('', await hashPassword('x'))).toBe(false);
    expect(needsRehash('!locked')).toBe(true);
  });

  it('generates passwords without look-alike characters', () => {
    const password = generatePassword(64);
    expect(password).toHaveLength(64);
    expect(password).not.toMatch(/[0O1lI]/);
  });
});
