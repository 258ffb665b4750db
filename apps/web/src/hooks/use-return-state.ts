import { useLocation } from 'react-router';

/** Where a signed-out visitor was going when /login was asked of them ({ from }), when it is a path of this site. */
export type ReturnState = { from: string } | undefined;

/**
 * The page that sent the visitor to /login, carried as it is along /login → /register → /register/basic (by the
 * forms' links and the header's Sign in / Sign up), so that signing up part-way through a claim comes back to the
 * same profile.
 */
export function useReturnState(): ReturnState {
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : undefined;
}
