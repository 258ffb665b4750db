export * from './client.ts';
export { migrate, MigrationError, MIGRATIONS_DIR } from './migrate.ts';
export { EmbeddedDatabaseBusyError } from './drivers/embedded-lock.ts';
