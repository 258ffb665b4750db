import { createContext, useContext } from 'react';
import { env } from '@/config/env';

/**
 * The site's public origin ('https://batas.example'), for canonical links and structured data. The server knows it
 * (PUBLIC_URL, or the address the request came to) and hands it to the browser with the page, so both render the
 * same links; a page the browser renders alone uses its own configuration.
 */
export const SiteUrlContext = createContext<string>(env.siteUrl);

export const useSiteUrl = () => useContext(SiteUrlContext);
