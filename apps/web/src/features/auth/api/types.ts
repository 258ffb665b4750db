import type { SessionUser } from '@/types/api';

/** Answers of the /auth endpoints this feature calls (docs/accounts.md). */
export interface SessionAnswer {
  success: true;
  message: string;
  data: { token: string; user: SessionUser; requiresVerification?: boolean };
}

export interface RollEntry {
  firstName: string;
  middleName: string | null;
  lastName: string;
  rollNumber: string;
  admissionDate: string | null;
}
