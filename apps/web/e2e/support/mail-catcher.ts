import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The browser tests' mail server: a real SMTP server on loopback that the platform sends to (SMTP_URL), keeping
 * each message as an .eml file in a folder the tests read, since the tests run in other processes than this one.
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; dir: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(join(dir, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message received so far, parsed, oldest first. */
export async function receivedMail(dir: string): Promise<ParsedMail[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((entry) => entry?.value ?? [])
    .map((entry) => entry.address?.toLowerCase());

/** Waits (the outbox sends every two seconds) for a message to an address whose subject matches. */
export async function waitForMail(dir: string, to: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail(dir))
      .filter((mail) => addressesOf(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? ''))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
