import type * as contract from '../lawyers.ts';
import { routeRef } from '../route.ts';

export const listLawyers = routeRef<typeof contract.listLawyersRoute>('GET', '/lawyers');
export const lawyerStats = routeRef<typeof contract.lawyerStatsRoute>('GET', '/lawyers/stats/overview');
export const getLawyer = routeRef<typeof contract.getLawyerRoute>('GET', '/lawyers/:id');
export const updateLawyer = routeRef<typeof contract.updateLawyerRoute>('PUT', '/lawyers/:id');
export const uploadProfilePicture = routeRef<typeof contract.uploadProfilePictureRoute>(
  'POST',
  '/lawyers/:id/profile-picture',
);
