import { z } from 'zod';
import { EMAIL_PATTERN } from '../schemas/accounts.ts';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

/** POST /api/contact: the contact form, validated the same way in the browser and on the server. */
export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, messageMax: 5000 } as const;

const required = (message: string, max: number, label: string) =>
  safeText({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

export const contactBody = z.object({
  name: required('Name is required', CONTACT_LIMITS.name, 'Name'),
  email: required('Email is required', 254, 'Email').regex(EMAIL_PATTERN, 'Email is invalid'),
  subject: required('Subject is required', CONTACT_LIMITS.subject, 'Subject'),
  message: required('Message is required', CONTACT_LIMITS.messageMax, 'Message').min(
    CONTACT_LIMITS.messageMin,
    `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  ),
});

export const contactResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/site/contact: the message goes to the outbox, addressed to the site's contact address (202). */
export const contactRoute = defineRoute({
  method: 'POST',
  path: '/site/contact',
  tags: ['site'],
  body: contactBody,
  responses: { 202: contactResponse, 400: errorSchema, 429: errorSchema, 503: errorSchema },
});

export type ContactInput = z.input<typeof contactBody>;
