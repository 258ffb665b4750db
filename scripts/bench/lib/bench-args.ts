/** `--docs 100000 --json --db postgres`: flags with values, and bare switches as true. */
export function readArgs(argv = process.argv.slice(2)): Map<string, string | true> {
  const args = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) args.set(name, argv[++i]!);
    else args.set(name, true);
  }
  return args;
}

export function intArg(args: Map<string, string | true>, name: string, fallback: number): number {
  const value = args.get(name);
  if (value === undefined || value === true) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return parsed;
}

export function dbArg(args: Map<string, string | true>): 'pglite' | 'postgres' {
  const value = args.get('db') ?? 'pglite';
  if (value !== 'pglite' && value !== 'postgres') throw new Error('--db must be pglite or postgres');
  return value;
}

/** Benchmarks only ever talk to this machine: refuse any other host before connecting. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`benchmarks only run against a server on 127.0.0.1; refusing ${host}`);
  }
}
