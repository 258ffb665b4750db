export * from './client.ts';
export { migrate, MigrationChangedError, MigrationError, MigrationLockError, MIGRATIONS_DIR } from './migrate.ts';
export { EmbeddedDatabaseBusyError } from './drivers/embedded-lock.ts';
export { protectDataDir, tightenTree } from './drivers/private-files.ts';
export { withStartupLock } from './drivers/startup-lock.ts';
export {
  openConfiguredDatabase,
  resolveDatabaseConfig,
  DatabaseConfigError,
  type ResolvedDatabaseConfig,
} from './open-configured-database.ts';
export { hashPassword, verifyPassword, needsRehash, generatePassword } from './passwords.ts';
export * from './documents/index.ts';
export * from './seeds/index.ts';
export * from './import/index.ts';
export * from './citator/index.ts';
export * from './provisions/index.ts';
