import type * as contract from '../auth.ts';
import { routeRef } from '../route.ts';

export const uploadVerification = routeRef<typeof contract.uploadVerificationRoute>(
  'POST',
  '/auth/upload-verification',
);
export const verificationFileLink = routeRef<typeof contract.verificationFileLinkRoute>(
  'POST',
  '/auth/verification-files/:id/link',
);
export const verificationFile = routeRef<typeof contract.verificationFileRoute>('GET', '/auth/verification-files/:id');
