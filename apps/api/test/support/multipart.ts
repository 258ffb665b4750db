import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body for app.inject, built by hand so tests control names, types and bytes exactly. */
export function multipart(
  files: Array<{ field: string; filename: string; content: Buffer; contentType?: string }>,
  fields: Record<string, string> = {},
) {
  const boundary = `----batas${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const samplePng = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

export const sampleJpeg = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

export const samplePdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A Windows executable's header ('MZ'), whatever it is named. */
export const sampleExe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(256)]);

/** One byte over the 5 MB limit, starting like a real PNG so only the size can refuse it. */
export const oversizedPng = () => {
  const content = Buffer.alloc(5_242_881, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(content);
  return content;
};
