import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailSettings } from '../config/mail-env.ts';
import type { RenderedMail } from './templates/layout.ts';

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailTransport {
  /** 'smtp' sends to SMTP_URL; 'folder' writes .eml files to $DATA_DIR/outbox and logs each file's name. */
  readonly kind: 'smtp' | 'folder';
  /** Resolves with the message id once the server accepted the message; rejects when it did not. */
  send(to: string, mail: RenderedMail, outboxId: string): Promise<string>;
  close(): void;
}

/**
 * How messages leave: nodemailer over SMTP when SMTP_URL is set. Otherwise each message is written to the
 * outbox folder as an .eml file that any mail program opens, and the file's name is logged, so that sign-up and
 * password reset work on a laptop with no mail server and nothing is dropped silently. The link itself is not
 * logged: a reset or verification link is a password for an hour, and logs are kept, copied and shipped.
 */
export function createMailTransport(settings: MailSettings, log: MailLog): MailTransport {
  if (settings.smtpUrl) {
    // Short timeouts: a server that accepts the connection and then hangs must not stall the outbox.
    const smtp = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000, // under the 20 s the server gives itself to shut down
    } as SMTPTransport.Options);
    return {
      kind: 'smtp',
      async send(to, mail) {
        const info = await smtp.sendMail({ from: settings.from, to, ...mail });
        return info.messageId;
      },
      close: () => smtp.close(),
    };
  }

  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'folder',
    async send(to, mail, outboxId) {
      const info = await writer.sendMail({ from: settings.from, to, ...mail });
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const file = join(settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${outboxId}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to, subject: mail.subject, file }, 'e-mail written to the outbox folder (open the file for its link)');
      return info.messageId;
    },
    close: () => writer.close(),
  };
}
