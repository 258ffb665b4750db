import { type Dispatcher } from 'undici';
import { FetchError } from './fetch-error.ts';

/**
 * Reads an answer's body through a byte counter and stops at `maxBytes`, whatever Content-Length says or
 * omits: a chunked answer of any size costs at most the cap in memory. The socket is destroyed at the cap, so
 * the rest is never read.
 */
export async function readCappedBody(body: Dispatcher.ResponseData['body'], url: string, maxBytes: number) {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      body.on('error', () => {});
      body.destroy();
      throw new FetchError('too-large', `${url} is larger than ${maxBytes} bytes`, url);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}
