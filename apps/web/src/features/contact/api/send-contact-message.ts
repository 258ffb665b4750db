import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@batas/shared/contracts/contact';
import { sendContactMessage } from '@batas/shared/contracts/endpoints/site';
import { api } from '@/lib/api-client';

/** POST /api/site/contact: the server puts the message in its outbox, addressed to the site's contact address. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (message: ContactInput) => api.call(sendContactMessage, { body: message }),
  });
