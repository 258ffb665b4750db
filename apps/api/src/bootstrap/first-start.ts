import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@batas/db';
import type { AppConfig } from '../config/env.ts';

/**
 * On the first start of an empty embedded database, fill it with demo data so that a fresh clone
 * shows a working platform. Never runs on its own against a PostgreSQL server (`npm run db:seed` does that).
 */
export async function seedOnFirstStart(db: Database, config: AppConfig): Promise<void> {
  if (!config.seedDemo) return;
  const existing = await db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
  if ((existing.rows[0]?.users ?? 0) > 0) return;
  console.log('First start on an empty database: loading demo data…');
  const started = Date.now();
  // Loaded only when needed: the generators and their name tables are not part of a normal start.
  const { seedDemo } = await import('@batas/db/seeds/index');
  const result = await seedDemo(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD });
  console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (result.generatedAdminPassword) {
    const file = join(config.dataDir, 'admin-credentials.txt');
    mkdirSync(config.dataDir, { recursive: true });
    const lines = [
      `super admin: ${result.adminEmail}`,
      `password: ${result.generatedAdminPassword}`,
      `demo accounts (lawyers, clients, staff) share the password: ${result.demoUserPassword}`,
    ];
    writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
    console.log(
      `\n  Super admin: ${result.adminEmail}\n  Password:    ${result.generatedAdminPassword}\n  (shown once; also saved to ${file}, with the demo accounts' password)\n`,
    );
  }
}
