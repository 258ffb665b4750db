import type { contactRoute } from '../contact.ts';
import type { publicSiteRoute } from '../site-settings.ts';
import { routeRef } from '../route.ts';

export const publicSite = routeRef<typeof publicSiteRoute>('GET', '/site');
export const sendContactMessage = routeRef<typeof contactRoute>('POST', '/site/contact');
