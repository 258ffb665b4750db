import type { extractCitationsRoute } from '../citations.ts';
import { routeRef } from '../route.ts';

export const extractCitations = routeRef<typeof extractCitationsRoute>('POST', '/citations/extract');
