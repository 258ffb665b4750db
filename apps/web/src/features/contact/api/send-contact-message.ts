import { useMutation } from '@tanstack/react-query';
import type { ContactInput, contactResponse } from '@batas/shared/contracts/contact';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /api/site/contact: the server puts the message in its outbox, addressed to the site's contact address. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (message: ContactInput) => api.post<z.infer<typeof contactResponse>>('/site/contact', message),
  });
