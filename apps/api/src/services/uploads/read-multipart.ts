import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@batas/shared/schemas/uploads';
import { HttpError, badRequest } from '../../lib/errors.ts';

export interface ReceivedFile {
  field: string;
  filename: string;
  content: Buffer;
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Reads the expected file fields of a multipart request into memory. The multipart plugin stops every file at
 * 5 MB while it streams, so nothing larger is ever buffered; an oversized file is refused naming its field.
 * Fields other than `fields` are drained and ignored.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  fields: readonly string[],
): Promise<Map<string, ReceivedFile>> {
  if (!request.isMultipart()) throw badRequest(fields[0] ?? 'file', 'Send the files as multipart/form-data');
  const files = new Map<string, ReceivedFile>();
  let current = fields[0] ?? 'file';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      current = part.fieldname;
      if (!fields.includes(part.fieldname) || files.has(part.fieldname)) {
        part.file.resume(); // not ours: drain it so the request can finish
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw badRequest(part.fieldname, UPLOAD_MESSAGES.tooLarge);
      files.set(part.fieldname, { field: part.fieldname, filename: part.filename, content });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(current, UPLOAD_MESSAGES.tooLarge);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest(current, 'Too many files in one request');
    if (codeOf(error)?.startsWith('FST_')) throw badRequest(current, (error as Error).message);
    throw error;
  }
  return files;
}
