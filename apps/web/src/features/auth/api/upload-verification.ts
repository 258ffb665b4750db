import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteSession } from '@/lib/session-store';
import { uploadVerification as uploadRoute } from '@batas/shared/contracts/endpoints/auth';

/** POST /auth/upload-verification (multipart selfie + idDocument); the account goes under review. */
export const uploadVerification = async (files: { selfie: File; idDocument: File }) => {
  const form = new FormData();
  form.append('selfie', files.selfie);
  form.append('idDocument', files.idDocument);
  const answer = await api.call(uploadRoute, { body: form });
  siteSession.store(answer.data.user);
  return answer;
};

export const useUploadVerification = () => useMutation({ mutationFn: uploadVerification });
