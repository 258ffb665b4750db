import type { Database } from '@batas/db';
import type { MailSettings } from '../config/mail-env.ts';
import { deliverDueMail } from './deliver-due-mail.ts';
import { createMailTransport, type MailLog } from './mail-transport.ts';

export interface MailDelivery {
  stop(): Promise<void>;
}

/**
 * The outbox's sender, started with the API's other background work: every `intervalMs` it sends what is due.
 * It stops between batches on shutdown; a message being sent at that moment is finished first.
 */
export function startMailDelivery(db: Database, settings: MailSettings, log: MailLog, intervalMs = 2000): MailDelivery {
  const transport = createMailTransport(settings, log);
  let stopping = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopping) {
      try {
        const { sent } = await deliverDueMail(db, transport, { publicUrl: settings.publicUrl, log });
        if (sent > 0) continue; // more may be waiting: go again at once
      } catch (error) {
        if (stopping) break;
        log.error({ err: error }, 'e-mail delivery error; retrying');
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, intervalMs).unref();
      });
    }
  })();
  log.info({ via: transport.kind === 'smtp' ? 'SMTP' : settings.outboxDir }, 'e-mail delivery started');
  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      transport.close();
    },
  };
}
