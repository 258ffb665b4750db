/**
 * The offline review of the dependency tree that CI runs (scripts/check-dependencies.ts): `npm audit` needs an
 * advisory service this machine cannot reach, so this checks what can be checked from the lockfile and `npm ls`
 * alone. Pure functions over their JSON, so the rules are table-tested.
 */

/** An entry of package-lock.json's `packages` (lockfile version 3). */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  deprecated?: string;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export interface Review {
  /** Each one fails the check. */
  errors: string[];
  /** Printed, not failing: worth a look at the next dependency update. */
  notes: string[];
}

const REGISTRY = 'https://registry.npmjs.org/';
/** Packages whose install scripts were reviewed (they download nothing: esbuild picks its bundled binary). */
export const REVIEWED_INSTALL_SCRIPTS = new Set(['esbuild']);
/** Libraries that break at run time when two copies meet (contexts, instanceof, schemas): one version only. */
export const SINGLE_VERSION = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'zod', 'fastify'];

const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * The lockfile itself: version 3; every installed package from the npm registry with a sha512 integrity (no git,
 * file or plain-http sources); no deprecated package; install scripts only where reviewed; one version of
 * the libraries that cannot run twice; and our own manifests asking for ranges, not tags.
 */
export function reviewLockfile(lock: Lockfile): Review {
  const errors: string[] = [];
  const notes: string[] = [];
  if (lock.lockfileVersion !== 3) errors.push(`package-lock.json is lockfile version ${lock.lockfileVersion}, not 3`);
  const versions = new Map<string, Set<string>>();
  const shipped = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || !path.includes('node_modules/')) {
      for (const [dependency, spec] of Object.entries({ ...entry.dependencies, ...entry.devDependencies })) {
        const workspace = dependency.startsWith('@batas/') && spec === '*';
        // An alias (`npm:typescript@^7.0.2`) installs a second major beside the first; its range is what counts.
        const range = spec.replace(/^npm:(@[^/@]+\/)?[^@]+@/, '');
        if (!workspace && !/^[~^]?\d/.test(range) && !/^>=?\d/.test(range))
          errors.push(`${path || 'the root'} asks for ${dependency}@${spec}: use a version range`);
      }
      continue;
    }
    if (entry.link) continue;
    const name = nameOf(path);
    // npm leaves `resolved` out for packages of the configured registry; anything written there must be it.
    if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY))
      errors.push(`${path} comes from ${entry.resolved}, not the npm registry`);
    if (!entry.integrity?.startsWith('sha512-')) errors.push(`${path} has no sha512 integrity`);
    if (entry.deprecated) errors.push(`${name}@${entry.version} is deprecated: ${entry.deprecated}`);
    if (entry.hasInstallScript && !REVIEWED_INSTALL_SCRIPTS.has(name))
      errors.push(`${name}@${entry.version} runs an install script nobody reviewed (scripts/lib/dependency-review.ts)`);
    if (entry.version) versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
    if (entry.version && !entry.dev) shipped.set(name, (shipped.get(name) ?? new Set()).add(entry.version));
  }
  // Only copies the applications load count here: a test tool's private copy never meets them.
  for (const name of SINGLE_VERSION) {
    const found = [...(shipped.get(name) ?? [])];
    if (found.length > 1) errors.push(`${name} is installed in ${found.length} versions: ${found.join(', ')}`);
  }
  const duplicated = [...versions].filter(([, found]) => found.size > 1);
  if (duplicated.length > 0)
    notes.push(
      `${duplicated.length} packages are installed in more than one version (${duplicated
        .slice(0, 12)
        .map(([name, found]) => `${name} ${[...found].join('/')}`)
        .join(', ')}${duplicated.length > 12 ? ', …' : ''})`,
    );
  return { errors, notes };
}

/**
 * `npm ls --all --json`'s problems: missing, extraneous or invalid packages fail, except a dependency that a
 * package asks for by a dist-tag ('latest'), which npm always reports as invalid although the lockfile pins it.
 */
export function reviewNpmLs(problems: readonly string[], tagged: ReadonlySet<string>): Review {
  const errors: string[] = [];
  const notes: string[] = [];
  for (const problem of problems) {
    const invalid = /^invalid: (\S+)@\S+ (\S+)$/.exec(problem);
    if (invalid && tagged.has(invalid[2]!)) notes.push(`${problem} (asked for by a dist-tag)`);
    else errors.push(problem);
  }
  return { errors, notes };
}

/** Lockfile paths of packages some other package asks for by a dist-tag rather than a range. */
export function taggedDependencies(lock: Lockfile, root: string): Set<string> {
  const tagged = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [dependency, spec] of Object.entries(entry.dependencies ?? {})) {
      if (!/^[a-z]/i.test(spec)) continue;
      // The copy Node would load: nested under the asking package first, else hoisted.
      const nested = `${path ? `${path}/` : ''}node_modules/${dependency}`;
      const hoisted = `node_modules/${dependency}`;
      tagged.add(`${root}/${lock.packages[nested] ? nested : hoisted}`);
    }
  }
  return tagged;
}
