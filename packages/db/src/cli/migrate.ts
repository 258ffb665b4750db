import { migrate } from '../migrate.ts';
import { runCli } from './run-cli.ts';

// npm run db:migrate: applies pending migrations to the configured database (the server does this at start too).
await runCli(
  'db:migrate',
  async ({ db, log }) => {
    const applied = await migrate(db);
    log(applied.length === 0 ? 'db:migrate: the schema is up to date' : `db:migrate: applied ${applied.join(', ')}`);
    return 0;
  },
  { migrate: false },
);
