import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The e-mail variables. SMTP_URL names the server (smtp:// with STARTTLS when offered, smtps:// for TLS from the
 * start, credentials in the URL); without it every message is written to $DATA_DIR/outbox as an .eml file and its
 * link is logged. PUBLIC_URL is the base of every link a message carries, so it must be the address people use;
 * the pages' canonical links and sitemaps use it too, and an https address turns on the HTTPS-only headers.
 */
export const mailEnv = {
  SMTP_URL: z
    .string()
    .url('must be a URL such as smtp://user:pass@mail.example.com:587')
    .refine((value) => /^smtps?:\/\//i.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .refine(
      (value) =>
        /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/.test(value) || /^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(value),
      'must be an address, or a name and an address: Batas <no-reply@example.com>',
    )
    .optional(),
  PUBLIC_URL: z
    .string()
    .url('must be a URL such as https://batas.example.com')
    .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://')
    .refine((value) => !/[?#]/.test(value), 'must not have a query or fragment')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
};

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  /** No trailing slash: links are `${publicUrl}/reset-password?token=…`. */
  publicUrl: string;
  /** Where messages go when there is no SMTP server. */
  outboxDir: string;
}

interface MailEnv {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  PUBLIC_URL?: string;
  PORT: number;
}

/** The settings, or the problem: links that point at localhost must not be mailed to real people. */
export function mailSettings(env: MailEnv, dataDir: string): MailSettings | string {
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    return 'PUBLIC_URL: required when SMTP_URL is set (it is the base of the links in e-mails)';
  }
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? 'Batas <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    outboxDir: resolve(dataDir, 'outbox'),
  };
}
