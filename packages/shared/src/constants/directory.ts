/** Lawyer directory, articles, firms and jobs constants. */
export const LAWYER_PRACTICE_AREAS = [
  'Corporate',
  'Criminal',
  'Family',
  'Labor',
  'Civil',
  'Tax',
  'Immigration',
  'Real Estate Law',
] as const;

/**
 * The one list of article categories: what the editor offers, what readers filter by and all the API accepts, so a
 * published article can always be found by its category. The first eight match ARTICLE_PRACTICE_AREAS one for one;
 * General Law holds what fits none of them (migration 0100 moved the editor's former kinds of article here).
 */
export const ARTICLE_CATEGORIES = [
  'Corporate Law',
  'Privacy Law',
  'Labor Law',
  'Intellectual Property',
  'Real Estate Law',
  'Criminal Law',
  'Family Law',
  'Tax Law',
  'General Law',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_PRACTICE_AREAS = [
  'Business Law',
  'Technology Law',
  'Employment Law',
  'IP Law',
  'Property Law',
  'Criminal Defense',
  'Family Relations',
  'Tax Planning',
] as const;

export const ARTICLE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const ARTICLE_SORTS = ['newest', 'oldest', 'popular', 'liked', 'reading_time'] as const;

export const USER_ROLES = [
  'super_admin',
  'admin',
  'moderator',
  'content_manager',
  'lawyer',
  'basic',
  'employee',
] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ADMIN_ROLES = ['super_admin', 'admin', 'moderator', 'content_manager'] as const;

export const LIMITS = {
  libraryPageSize: 10,
  excerptLength: 200,
  slugTitleMax: 50,
  articlePageSize: 12,
  articleTitleMax: 200,
  articleSummaryMax: 500,
  articleMetaDescriptionMax: 160,
  articleFallbackDescription: 200,
  lawyerMetaDescription: 300,
  structuredDataArticles: 20,
  lawyerPageSize: 50,
  claimSearchLimit: 20,
  claimSearchDebounceMs: 300,
  // NIST SP 800-63B's minimum for a password a person chooses.
  passwordMin: 8,
  uploadMaxBytes: 5_242_880,
  bioMax: 1000,
  homeFeatured: 6,
  homeSkeletons: 3,
  adminPageSize: 10,
  notificationAutoCloseMs: 5000,
  maxApiPageSize: 100,
  /**
   * A search sorted by relevance pages through its most relevant results only: each deeper page made the ranking
   * read more candidates, so page 10,000 cost a thousand times page 1. Other sorts page through everything.
   */
  maxRankedResults: 1000,
  /**
   * The distinct search queries the Analytics page keeps a day; later new queries count as "other" searches. Far
   * above what the page lists (the top ten), it bounds what the page groups: 27,000 rows for 90 days.
   */
  analyticsQueriesPerDay: 300,
} as const;
