import type { Database } from '../client.ts';
import { EmbeddedDatabaseBusyError } from '../drivers/embedded-lock.ts';
import { protectDataDir } from '../drivers/private-files.ts';
import { MigrationChangedError, MigrationError, MigrationLockError } from '../migrate.ts';
import { DatabaseConfigError, openConfiguredDatabase, resolveDatabaseConfig } from '../open-configured-database.ts';
import { ImportFileError } from '../import/import-report.ts';
import { SeedRefusedError } from '../seeds/seed-demo.ts';

export interface CliContext {
  db: Database;
  /** Aborted on the first Ctrl-C / SIGTERM: finish the current batch, then stop. */
  signal: AbortSignal;
  log: (message: string) => void;
}

/** Errors whose message is the whole story for the user: no stack trace. */
const EXPECTED = [
  EmbeddedDatabaseBusyError,
  MigrationError,
  MigrationChangedError,
  MigrationLockError,
  DatabaseConfigError,
  ImportFileError,
  SeedRefusedError,
];

/**
 * The frame every database CLI runs in: open the database exactly as the server does (and migrate
 * it), stop cleanly on Ctrl-C so the embedded database is closed and nothing half-written stays,
 * and turn known failures into one readable line and exit code 1.
 */
export async function runCli(
  name: string,
  main: (context: CliContext) => Promise<number>,
  options: { migrate?: boolean } = {},
): Promise<void> {
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const controller = new AbortController();
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      log(`${name}: ${signal} again, exiting now`);
      process.exit(130);
    }
    log(`${name}: ${signal} received, stopping after the current batch (press Ctrl-C again to force)`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let db: Database | undefined;
  try {
    const config = resolveDatabaseConfig(process.env);
    log(`${name}: using ${config.description}`);
    // The embedded database's folder is private to this account, as the server keeps it (protectDataDir).
    if (config.kind === 'pglite') protectDataDir(config.dataDir);
    db = await openConfiguredDatabase(process.env, { migrate: options.migrate ?? true });
    process.exitCode = await main({ db, signal: controller.signal, log });
  } catch (error) {
    if (EXPECTED.some((type) => error instanceof type)) log(`${name}: ${(error as Error).message}`);
    else log(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  } finally {
    await db?.close().catch((error: unknown) => log(`${name}: closing the database failed: ${String(error)}`));
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** The single positional argument of an importer, or a usage message and exit code 2. */
export function requireArgument(name: string, usage: string): string | undefined {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.includes('--help') || args.includes('-h') || args.length !== 1) {
    process.stderr.write(`Usage: ${usage}\n`);
    process.exitCode = args.includes('--help') || args.includes('-h') ? 0 : 2;
    return undefined;
  }
  return args[0];
}
