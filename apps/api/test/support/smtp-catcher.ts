import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server on loopback for the mail tests: it receives what the outbox sends, parsed, and can be told
 * to refuse mail (a 451 "try again later" to every recipient) to exercise retries.
 */
export interface SmtpCatcher {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** true: every recipient is refused with 451; false: mail is accepted. */
  refuse(on: boolean): void;
  /** The messages to one address so far. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // loopback, no certificate: plain SMTP like many relays on a private network
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuse: (on) => {
      refusing = on;
    },
    to: (wanted) =>
      messages.filter((message) =>
        [message.to]
          .flat()
          .flatMap((entry) => entry?.value ?? [])
          .some((entry) => entry.address?.toLowerCase() === wanted.toLowerCase()),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to the site in a message's plain-text body. */
export function linkIn(message: ParsedMail, base: string): string | undefined {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}/\\S+`).exec(message.text ?? '')?.[0];
}
