import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@batas/db';
import type { AppConfig } from '../config/env.ts';

/**
 * On the first start of a database without users: an empty embedded database gets the demo (the real starter
 * library, sample documents, the synthetic roll, accounts); a database that already holds documents or lawyers
 * (an import, a restored dump) or that the demo must not touch gets only the super admin, so the back-office
 * can be reached. The generated password is shown once and saved to $DATA_DIR/admin-credentials.txt.
 */
export async function seedOnFirstStart(db: Database, config: AppConfig): Promise<void> {
  // Loaded only when needed: the generators and their name tables are not part of a normal start.
  const { contentCounts, createSuperAdmin, seedDemo } = await import('@batas/db/seeds');
  const counts = await contentCounts(db);
  const { rows } = await db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
  if ((rows[0]?.users ?? 0) > 0) return;
  const empty = Object.values(counts).every((count) => count === 0);

  if (config.seedDemo && empty) {
    console.log('First start on an empty database: loading the starter library and demo data…');
    const started = Date.now();
    const result = await seedDemo(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD });
    console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (result.generatedAdminPassword) {
      saveCredentials(config, result.adminEmail, result.generatedAdminPassword, [
        `demo accounts (lawyers, clients, staff) share the password: ${result.demoUserPassword}`,
      ]);
    }
    return;
  }

  const admin = await createSuperAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  const why = empty
    ? 'demo data is off (SEED_DEMO)'
    : `the database already holds ${counts.documents} documents and ${counts.lawyers} lawyers, so the demo data was skipped`;
  console.log(`First start without users: ${why}; created the super admin ${admin.email}.`);
  if (admin.generatedPassword) saveCredentials(config, admin.email, admin.generatedPassword);
}

function saveCredentials(config: AppConfig, email: string, password: string, extra: string[] = []): void {
  const file = join(config.dataDir, 'admin-credentials.txt');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${[`super admin: ${email}`, `password: ${password}`, ...extra].join('\n')}\n`, { mode: 0o600 });
  console.log(`\n  Super admin: ${email}\n  Password:    ${password}\n  (shown once; also saved to ${file})\n`);
}
