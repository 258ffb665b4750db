import { SCRAPING_LIMITS } from '@batas/shared/constants';
import { resolve } from 'node:path';
import { z } from 'zod';
import { mailEnv, mailSettings, type MailSettings } from './mail-env.ts';
import { trustProxySetting } from './trust-proxy.ts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

/** Every environment variable the server reads. The README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  UPLOADS_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  EMBEDDED_WORKER: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  // `npm run dev`: pages rendered from the web app's sources through Vite in this process, with hot reload.
  WEB_DEV_SERVER: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  LAWPHIL_BASE_URL: z.string().url().default('https://lawphil.net'),
  ELIBRARY_BASE_URL: z.string().url().default('https://elibrary.judiciary.gov.ph'),
  // Same bounds as `npm run worker`: well above the runner's 2 s heartbeat, or live jobs would change hands.
  SCRAPING_STALE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(SCRAPING_LIMITS.staleAfterMs.min)
    .max(SCRAPING_LIMITS.staleAfterMs.max)
    .optional(),
  ...mailEnv,
  // API processes `npm start` runs on this machine (node:cluster, one port); more than one needs DATABASE_URL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  dataDir: string;
  embeddedDbDir: string;
  uploadsDir: string;
  /** Demo data on the first start of an empty embedded database; never on its own on a server database. */
  seedDemo: boolean;
  embeddedWorker: boolean;
  /** E-mail: the SMTP server (or none: messages are written to $DATA_DIR/outbox), the sender, the links' base. */
  mail: MailSettings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once at start and fails with the full list of what is missing or wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError([
      'WEB_CONCURRENCY: more than one server process needs a PostgreSQL server (DATABASE_URL); the embedded database has one owner',
    ]);
  }
  const dataDir = resolve(env.DATA_DIR);
  const mail = mailSettings(env, dataDir);
  if (typeof mail === 'string') throw new ConfigError([mail]);
  return {
    ...env,
    dataDir,
    embeddedDbDir: resolve(dataDir, 'db'),
    uploadsDir: resolve(env.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    embeddedWorker: env.EMBEDDED_WORKER ?? true,
    mail,
  };
}
