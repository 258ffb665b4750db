/**
 * What a file is, read from its first bytes. A name or a browser-supplied Content-Type is whatever the sender says;
 * the signature is what the bytes are. Only the three kinds the platform accepts are recognised.
 */
export interface DetectedType {
  kind: 'jpeg' | 'png' | 'pdf';
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
}

const SIGNATURES: Array<{ bytes: number[]; type: DetectedType }> = [
  { bytes: [0xff, 0xd8, 0xff], type: { kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { kind: 'png', mimeType: 'image/png', extension: 'png' },
  },
  { bytes: [...Buffer.from('%PDF-')], type: { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf' } },
];

export function detectFileType(content: Buffer): DetectedType | null {
  const match = SIGNATURES.find(
    ({ bytes }) => content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte),
  );
  return match?.type ?? null;
}

export const isImage = (type: DetectedType | null): type is DetectedType =>
  type?.kind === 'jpeg' || type?.kind === 'png';
