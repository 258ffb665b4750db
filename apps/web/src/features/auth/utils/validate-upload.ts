import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@batas/shared/schemas/uploads';

/**
 * The browser's early check of a verification file. The server checks the bytes again;
 * this only spares the user an upload that would be refused. Pure: tested.
 */
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

export function uploadError(file: FileLike | null, options: { imagesOnly?: boolean } = {}): string | null {
  if (!file) return null;
  const isImage = IMAGE_TYPES.includes(file.type) || IMAGE_EXTENSIONS.includes(extensionOf(file.name));
  const isPdf = file.type === 'application/pdf' || extensionOf(file.name) === 'pdf';
  if (!isImage && (options.imagesOnly || !isPdf)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export function verificationErrors(files: { selfie: FileLike | null; idDocument: FileLike | null }) {
  if (!files.selfie || !files.idDocument) return { form: UPLOAD_MESSAGES.bothRequired };
  const selfie = uploadError(files.selfie, { imagesOnly: true });
  const idDocument = uploadError(files.idDocument);
  return selfie || idDocument ? { ...(selfie ? { selfie } : {}), ...(idDocument ? { idDocument } : {}) } : null;
}
