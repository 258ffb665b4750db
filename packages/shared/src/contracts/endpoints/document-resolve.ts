import type { resolveDocumentRoute } from '../document-resolve.ts';
import { routeRef } from '../route.ts';

export const resolveDocument = routeRef<typeof resolveDocumentRoute>('GET', '/documents/resolve/:citation');
