import type * as contract from '../claims.ts';
import { routeRef } from '../route.ts';

export const claimLawyer = routeRef<typeof contract.claimLawyerRoute>('POST', '/auth/claim-lawyer');
export const claimSearch = routeRef<typeof contract.claimSearchRoute>('GET', '/auth/claim-search');
export const ownClaims = routeRef<typeof contract.ownClaimsRoute>('GET', '/auth/my-claims');
export const pendingClaims = routeRef<typeof contract.pendingClaimsRoute>('GET', '/auth/pending-claims');
export const approveClaim = routeRef<typeof contract.approveClaimRoute>('POST', '/auth/approve-claim/:id');
export const rejectClaim = routeRef<typeof contract.rejectClaimRoute>('POST', '/auth/reject-claim/:id');
