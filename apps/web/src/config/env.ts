/**
 * The browser's configuration. Only VITE_* variables reach the bundle (Vite's rule); each is checked once at start
 * so a bad value fails loudly with the list of problems instead of producing odd URLs later.
 */
interface Env {
  /** Base of every API call; '/api' behind the same origin (dev proxy or the API serving the built app). */
  apiUrl: string;
  /** Public origin used for canonical links and structured data; defaults to the page's own origin. */
  siteUrl: string;
}

function readEnv(raw: Record<string, string | boolean | undefined>): Env {
  const problems: string[] = [];
  const apiUrl = String(raw.VITE_API_URL ?? '/api').replace(/\/+$/, '');
  if (!/^(\/|https?:\/\/)/.test(apiUrl)) problems.push(`VITE_API_URL must start with / or http(s)://, got "${apiUrl}"`);

  const siteUrl = String(raw.VITE_SITE_URL ?? (typeof window === 'undefined' ? '' : window.location.origin)).replace(
    /\/+$/,
    '',
  );
  if (siteUrl && !/^https?:\/\//.test(siteUrl))
    problems.push(`VITE_SITE_URL must be an absolute http(s) URL, got "${siteUrl}"`);

  if (problems.length > 0) throw new Error(`Invalid web configuration:\n- ${problems.join('\n- ')}`);
  return { apiUrl, siteUrl };
}

export const env = readEnv(import.meta.env);
