import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { ArchiveError } from './archive-entry.ts';

/**
 * The body of an archive at an http(s) address, as a stream. An operator's own mirror may be on a private
 * address; the back-office only ever asks for the pinned archives on GitHub. Redirects are followed (GitHub
 * answers an archive address with one).
 */
export async function downloadStream(url: string, signal?: AbortSignal): Promise<Readable> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal, headers: { 'user-agent': 'batas-library-installer' } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new ArchiveError(`could not download ${url}: ${reason}`);
  }
  if (!response.ok || !response.body) {
    throw new ArchiveError(`could not download ${url}: the server answered ${response.status} ${response.statusText}`);
  }
  return Readable.fromWeb(response.body as ReadableStream);
}
