import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicSite } from '@batas/shared/contracts/endpoints/site';
import type { PublicSite } from '@batas/shared/contracts/site-settings';
import { SITE_NAME } from '@/config/site';
import { api } from './api-client';

/**
 * GET /api/site: the site's name, contact address and social links as a super admin set them (Admin → Settings).
 * The public layout's loader fills it, so every server-rendered page carries it; a few minutes fresh is plenty
 * for values that change a few times a year.
 */
export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: async ({ signal }) => (await api.call(publicSite, {}, { signal })).data,
  staleTime: 5 * 60_000,
});

/** Before the answer, or when it failed: the built-in name and no links, rather than made-up ones. */
export const FALLBACK_SITE: PublicSite = {
  siteName: SITE_NAME,
  contactEmail: null,
  acceptsMessages: false,
  socialLinks: { facebook: null, x: null, linkedin: null, youtube: null },
};

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
