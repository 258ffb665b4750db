import { describe, expect, it } from 'vitest';
import { reviewLockfile, reviewNpmLs, taggedDependencies, type Lockfile } from './dependency-review.ts';

const INTEGRITY = 'sha512-abc';
const lockWith = (packages: Lockfile['packages']): Lockfile => ({
  lockfileVersion: 3,
  packages: { '': { dependencies: { react: '^19.1.0', '@batas/shared': '*' } }, ...packages },
});

describe('reviewLockfile', () => {
  it('passes a tree from the registry with integrity, no deprecations and reviewed install scripts', () => {
    const review = reviewLockfile(
      lockWith({
        'node_modules/react': { version: '19.1.0', integrity: INTEGRITY },
        'node_modules/esbuild': { version: '0.28.2', integrity: INTEGRITY, hasInstallScript: true, dev: true },
        'node_modules/@batas/shared': { link: true },
        'node_modules/chromium-bidi/node_modules/zod': { version: '3.25.76', integrity: INTEGRITY, dev: true },
        'node_modules/zod': { version: '4.6.7', integrity: INTEGRITY },
      }),
    );
    expect(review.errors).toEqual([]);
  });

  it.each([
    [
      { 'node_modules/x': { version: '1.0.0', integrity: INTEGRITY, resolved: 'git+https://example.org/x.git' } },
      /not the npm registry/,
    ],
    [{ 'node_modules/x': { version: '1.0.0', integrity: 'sha1-abc' } }, /no sha512 integrity/],
    [
      { 'node_modules/x': { version: '1.0.0', integrity: INTEGRITY, deprecated: 'use y' } },
      /x@1.0.0 is deprecated: use y/,
    ],
    [
      { 'node_modules/x': { version: '1.0.0', integrity: INTEGRITY, hasInstallScript: true } },
      /install script nobody reviewed/,
    ],
    [
      {
        'node_modules/react': { version: '19.1.0', integrity: INTEGRITY },
        'node_modules/lib/node_modules/react': { version: '18.3.1', integrity: INTEGRITY },
      },
      /react is installed in 2 versions/,
    ],
    [{ 'apps/web': { dependencies: { left: 'latest' } } }, /apps\/web asks for left@latest: use a version range/],
    [{ '': { devDependencies: { ts: 'npm:typescript@latest' } } }, /the root asks for ts@npm:typescript@latest/],
  ])('refuses %j', (packages, error) => {
    expect(reviewLockfile(lockWith(packages as Lockfile['packages'])).errors.join('\n')).toMatch(error);
  });

  it('accepts an alias that names a version range', () => {
    const lock = lockWith({ '': { devDependencies: { 'typescript-7': 'npm:typescript@^7.0.2' } } });
    expect(reviewLockfile(lock).errors).toEqual([]);
  });

  it('refuses a lockfile of another version', () => {
    expect(reviewLockfile({ lockfileVersion: 2, packages: {} }).errors).toEqual([
      'package-lock.json is lockfile version 2, not 3',
    ]);
  });
});

describe('reviewNpmLs', () => {
  it('notes packages asked for by a dist-tag, and fails on every other problem', () => {
    const lock = lockWith({
      'node_modules/engine': { version: '1.0.0', integrity: INTEGRITY, dependencies: { data: 'latest' } },
      'node_modules/data': { version: '0.0.1', integrity: INTEGRITY },
    });
    const review = reviewNpmLs(
      ['invalid: data@0.0.1 /repo/node_modules/data', 'missing: left-pad@^1.0.0, required by x@1.0.0'],
      taggedDependencies(lock, '/repo'),
    );
    expect(review.notes).toEqual(['invalid: data@0.0.1 /repo/node_modules/data (asked for by a dist-tag)']);
    expect(review.errors).toEqual(['missing: left-pad@^1.0.0, required by x@1.0.0']);
  });
});
