import type * as contract from '../alerts.ts';
import { routeRef } from '../route.ts';

export const listAlerts = routeRef<typeof contract.listAlertsRoute>('GET', '/me/alerts');
export const createAlert = routeRef<typeof contract.createAlertRoute>('POST', '/me/alerts');
export const updateAlert = routeRef<typeof contract.updateAlertRoute>('PATCH', '/me/alerts/:id');
export const deleteAlert = routeRef<typeof contract.deleteAlertRoute>('DELETE', '/me/alerts/:id');
export const unsubscribe = routeRef<typeof contract.unsubscribeRoute>('POST', '/alerts/unsubscribe');
