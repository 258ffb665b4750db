import type { ArticlesQuery } from '@batas/shared/contracts/articles';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_LEVELS,
  ARTICLE_PRACTICE_AREAS,
  ARTICLE_SORTS,
  LIMITS,
} from '@batas/shared/constants';
import { respellParams } from '../../../utils/respell-params';

/** The articles list's state in the URL. */
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
type ArticleLevel = (typeof ARTICLE_LEVELS)[number];

export interface ArticleFilters {
  search: string;
  category: string;
  practiceArea: string;
  /** '' = any level. */
  difficulty: ArticleLevel | '';
  premium: boolean;
  featured: boolean;
  sort: ArticleSort;
  page: number;
}

export const EMPTY_ARTICLE_FILTERS: ArticleFilters = {
  search: '',
  category: '',
  practiceArea: '',
  difficulty: '',
  premium: false,
  featured: false,
  sort: 'newest',
  page: 1,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.find((option) => option === value) ?? '';
// A topic in any case: '?category=labor law' is the category Labor Law (the page redirects to that spelling).
const topic = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? '';
const flag = (value: string | null) => value === '1' || value === 'true';

export function parseArticleFilters(params: URLSearchParams): ArticleFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? params.get('search') ?? '').trim(),
    category: topic(params.get('category'), ARTICLE_CATEGORIES),
    practiceArea: topic(params.get('practiceArea'), ARTICLE_PRACTICE_AREAS),
    difficulty: oneOf(params.get('level'), ARTICLE_LEVELS),
    premium: flag(params.get('premium')),
    featured: flag(params.get('featured')),
    sort: (oneOf(params.get('sort'), ARTICLE_SORTS) || 'newest') as ArticleSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query with its category and practice area spelled as the site spells them, or null when they already are. */
export function canonicalArticleParams(params: URLSearchParams): URLSearchParams | null {
  const { category, practiceArea } = parseArticleFilters(params);
  return respellParams(params, { category, practiceArea });
}

export function articleFiltersToParams(filters: ArticleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.practiceArea) params.set('practiceArea', filters.practiceArea);
  if (filters.difficulty) params.set('level', filters.difficulty);
  if (filters.premium) params.set('premium', '1');
  if (filters.featured) params.set('featured', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/articles parameters: 12 a page. */
export function toArticlesQuery(filters: ArticleFilters): ArticlesQuery {
  return {
    page: filters.page,
    limit: LIMITS.articlePageSize,
    search: filters.search || undefined,
    category: filters.category || undefined,
    practiceArea: filters.practiceArea || undefined,
    difficulty: filters.difficulty || undefined,
    premium: filters.premium ? 'true' : undefined,
    featured: filters.featured ? 'true' : undefined,
    sort: filters.sort,
  };
}
