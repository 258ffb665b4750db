import type { Queryable } from './client.ts';

/**
 * The one statement that puts a message in the e-mail outbox (mail_outbox; the API's mail/ renders and sends it).
 * Here so that a process without the API, the job runner queueing alert digests, writes the row exactly as the
 * API does. Pass the transaction of the change that causes the message.
 */
export async function insertOutboxRow(
  db: Queryable,
  mail: { template: string; to: string; params: object },
): Promise<string> {
  const result = await db.query<{ id: string }>(
    'INSERT INTO mail_outbox (template, to_address, params) VALUES ($1, $2, $3) RETURNING id',
    [mail.template, mail.to, JSON.stringify(mail.params)],
  );
  return result.rows[0]!.id;
}
