import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { adminUserSchema } from './admin-users.ts';
import { errorSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

export const adminLoginBody = z.object({
  email: safeText({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: safeText({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

const session = z.object({ token: z.string(), admin: adminUserSchema });
/** POST /api/admin/login: the token and the admin, at the top level (as the back-office reads them) and in `data`. */
export const adminLoginResponse = session.extend({ success: z.literal(true), data: session });

/** POST /api/admin/login: only the back-office roles get a session here; rate-limited against guessing. */
export const adminLoginRoute = defineRoute({
  method: 'POST',
  path: '/admin/login',
  tags: ['admin'],
  body: adminLoginBody,
  responses: { 200: adminLoginResponse, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
});

export type AdminLogin = z.infer<typeof session>;
