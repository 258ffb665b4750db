import { LIMITS } from '../constants/directory.ts';

/** Verification and picture uploads: the same words in the browser and from the server. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Please upload a valid image (JPG, PNG) or PDF file',
  invalidImage: 'Please upload a JPG or PNG image',
  tooLarge: 'File size must be less than 5MB',
  bothRequired: 'Please upload both selfie and ID document',
} as const;

export const UPLOAD_MAX_BYTES = LIMITS.uploadMaxBytes;

/** What the browser's file inputs accept; the server decides by the file's first bytes, never by these. */
export const VERIFICATION_ACCEPT = {
  selfie: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  idDocument: 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf',
} as const;

export const VERIFICATION_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
