import { EntryTooLargeError } from './archive-entry.ts';

/**
 * Reads a stream to its end into one buffer, holding at most `limit` bytes: past it the rest is read and
 * dropped (an archive's next entry starts only after this one's last byte) and EntryTooLargeError is thrown.
 */
export async function readBody(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += chunk.length;
    if (length <= limit) chunks.push(chunk);
  }
  if (length > limit) throw new EntryTooLargeError(`${length} bytes, more than the ${limit} expected`);
  return Buffer.concat(chunks, length);
}

/** Reads a stream to its end and drops what it holds. */
export async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // Nothing to keep.
  }
}
