import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDatabaseConfig } from '../open-configured-database.ts';
import { seedDemo } from '../seeds/seed-demo.ts';
import { runCli } from './run-cli.ts';

/**
 * npm run db:seed [-- --force]: puts the demo data into the configured database, on request only.
 * Refuses a database that already holds users, lawyers, documents or articles unless --force, and
 * then only adds what is missing. ADMIN_EMAIL / ADMIN_PASSWORD set the super admin; without a
 * password one is generated, printed once and written to DATA_DIR/admin-credentials.txt (mode 600).
 */
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = args.filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  process.stderr.write(`Usage: npm run db:seed [-- --force]   (unknown: ${unknown.join(' ')})\n`);
  process.exitCode = 2;
} else {
  await runCli('db:seed', async ({ db, log }) => {
    const result = await seedDemo(db, {
      adminEmail: process.env.ADMIN_EMAIL || undefined,
      adminPassword: process.env.ADMIN_PASSWORD || undefined,
      force: args.includes('--force'),
    });
    const c = result.counts;
    log(
      `db:seed: done in ${(result.ms / 1000).toFixed(1)} s: ${c.lawyers} lawyers (${c.verifiedLawyers} verified), ${c.users} users, ` +
        `${c.documents} documents, ${c.articles} articles (${c.publishedArticles} published)`,
    );
    if (!result.adminCreated) log(`db:seed: ${result.adminEmail} already existed; its password was not changed`);
    if (result.generatedAdminPassword) {
      const file = join(resolveDatabaseConfig(process.env).dataDir, 'admin-credentials.txt');
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(
        file,
        `email: ${result.adminEmail}\npassword: ${result.generatedAdminPassword}\n` +
          `demo accounts (e.g. member1@example.com, moderator@example.com) password: ${result.demoUserPassword}\n`,
        { mode: 0o600 },
      );
      chmodSync(file, 0o600);
      process.stdout.write(
        `Super admin: ${result.adminEmail}\nPassword:    ${result.generatedAdminPassword}\n(shown once; also written to ${file})\n`,
      );
    }
    process.stdout.write(
      `Demo accounts (member1@example.com, moderator@example.com, the verified lawyers…) share the password ${result.demoUserPassword}\n`,
    );
    return 0;
  });
}
