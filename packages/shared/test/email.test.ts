import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, normalizeEmail } from '../src/schemas/accounts.ts';

describe('EMAIL_PATTERN: a bare address only', () => {
  it.each([
    'juan@example.com',
    'juan.dela-cruz+batas@mail.example.com.ph',
    "o'brien@example.org",
    'x@xn--80ak6aa92e.com',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    'anything<victim@example.org>',
    'Juan <juan@example.com>',
    'a@example.org,b@example.org',
    'a@example.org;b@example.org',
    'a@b@example.org',
    '"quoted"@example.org',
    'juan@example',
    'juan @example.com',
    'juan@-example.com',
    '.juan@example.com',
    'juan..cruz@example.com',
    'josé@example.com',
    'juan@example.com\n',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it.each([
    [' Juan@Example.COM ', 'juan@example.com'],
    ['KİKİ@EXAMPLE.COM', 'kİkİ@example.com'],
    ['\u212Aiki@example.com', '\u212Aiki@example.com'],
  ])('%j → %j (ASCII letters only, as the database column does)', (input, output) => {
    expect(normalizeEmail(input)).toBe(output);
  });
});
