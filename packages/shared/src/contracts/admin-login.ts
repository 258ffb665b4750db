import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { adminUserSchema } from './admin-users.ts';

export const adminLoginBody = z.object({
  email: safeText({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: safeText({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

const session = z.object({ token: z.string(), admin: adminUserSchema });
/** POST /api/admin/login: the token and the admin, at the top level (as the back-office reads them) and in `data`. */
export const adminLoginResponse = session.extend({ success: z.literal(true), data: session });

export type AdminLogin = z.infer<typeof session>;
