import type { DocumentsQuery } from '@batas/shared/contracts/documents';
import { COURT_LEVELS, DOCUMENT_CATEGORIES, LIMITS, QUICK_PICKS, type DocumentCategory } from '@batas/shared/constants';
import { respellParams } from '../../../utils/respell-params';

/**
 * The library's whole search state and its URL form. Everything a visitor chose lives in the address, so a search
 * can be shared and survives a reload; these pure functions are the only place that reads or writes it.
 */
export type CategoryKey = DocumentCategory['key'];
export type LibrarySort = 'relevance' | 'newest' | 'oldest' | 'title' | 'popular' | 'cited';

export interface LibraryFilters {
  search: string;
  /** '' or the year as typed; the server judges it (a 400 naming the field is shown, not dropped). */
  year: string;
  /** '' (All Courts) or one of COURT_LEVELS. */
  court: string;
  lawCategory: string;
  category: CategoryKey;
  /** '' or a subcategory slug of `category`. */
  subcategory: string;
  /** Type filter set by a quick pick; only used while the category is 'all'. */
  types: string[];
  page: number;
  /** '' means the default: relevance when searching, newest otherwise. */
  sort: LibrarySort | '';
}

export const EMPTY_FILTERS: LibraryFilters = {
  search: '',
  year: '',
  court: '',
  lawCategory: '',
  category: 'all',
  subcategory: '',
  types: [],
  page: 1,
  sort: '',
};

const SORTS: readonly LibrarySort[] = ['relevance', 'newest', 'oldest', 'title', 'popular', 'cited'];
const SORT_TO_API: Record<LibrarySort, Required<Pick<DocumentsQuery, 'sortBy' | 'sortOrder'>>> = {
  relevance: { sortBy: 'relevance', sortOrder: 'desc' },
  newest: { sortBy: 'date', sortOrder: 'desc' },
  oldest: { sortBy: 'date', sortOrder: 'asc' },
  title: { sortBy: 'title', sortOrder: 'asc' },
  popular: { sortBy: 'viewCount', sortOrder: 'desc' },
  cited: { sortBy: 'citedByCount', sortOrder: 'desc' },
};

const sameWord = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A category by its key, in any case ('Laws' is 'laws'). */
export const findCategory = (key: string) => DOCUMENT_CATEGORIES.find((category) => sameWord(category.key, key));

/**
 * Reads the URL, ignoring anything malformed (a hand-edited link must not break the page). The year is the
 * exception: it is a free field, so a wrong one is kept and the server's reason shown rather than dropped.
 */
export function parseLibraryFilters(params: URLSearchParams): LibraryFilters {
  const category = findCategory(params.get('category') ?? '') ?? DOCUMENT_CATEGORIES[0]!;
  const sub = params.get('sub') ?? '';
  const year = params.get('year')?.trim() ?? '';
  const court = params.get('court') ?? '';
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('q')?.trim() ?? '',
    year: year.slice(0, 20),
    court: (COURT_LEVELS as readonly string[]).includes(court) ? court : '',
    lawCategory: params.get('lawCategory')?.trim() ?? '',
    category: category.key,
    subcategory: category.subcategories.find((entry) => sameWord(entry.slug, sub))?.slug ?? '',
    types: category.key === 'all' ? [...new Set(params.getAll('type').filter(Boolean))] : [],
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as LibrarySort) : '',
  };
}

/**
 * The address's query with its category and subcategory spelled as the site spells them ('?category=Laws&sub=
 * Republic-Acts' is '?category=laws&sub=republic-acts'), or null when they already are (respellParams).
 */
export function canonicalCategoryParams(params: URLSearchParams): URLSearchParams | null {
  const filters = parseLibraryFilters(params);
  return respellParams(params, { category: filters.category, sub: filters.subcategory });
}

/** The URL form: defaults are left out so a plain visit stays '/law-library'. */
export function libraryFiltersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.subcategory) params.set('sub', filters.subcategory);
  for (const type of filters.types) params.append('type', type);
  if (filters.year) params.set('year', filters.year);
  if (filters.court) params.set('court', filters.court);
  if (filters.lawCategory) params.set('lawCategory', filters.lawCategory);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The document types the current choice stands for: subcategory, else category, else quick pick. */
export function selectedDocumentTypes(filters: LibraryFilters): string[] {
  const category = findCategory(filters.category);
  if (!category || category.key === 'all') return filters.types;
  const sub = category.subcategories.find((entry) => entry.slug === filters.subcategory);
  return [...(sub ? sub.types : category.types)];
}

export function effectiveSort(filters: LibraryFilters): LibrarySort {
  if (filters.sort === 'relevance' && !filters.search) return 'newest';
  return filters.sort || (filters.search ? 'relevance' : 'newest');
}

/** Query parameters of GET /api/documents. */
/** The library's filters as GET /api/documents parameters (types repeat: documentType=A&documentType=B). */
export function toDocumentsQuery(filters: LibraryFilters): DocumentsQuery {
  return {
    page: filters.page,
    limit: LIMITS.libraryPageSize,
    search: filters.search || undefined,
    documentType: selectedDocumentTypes(filters),
    year: filters.year || undefined,
    courtLevel: filters.court || undefined,
    lawCategory: filters.lawCategory || undefined,
    ...SORT_TO_API[effectiveSort(filters)],
  };
}

/** The quick pick whose types equal the given ones, if any (to label the active type chip). */
export function matchingQuickPick(types: readonly string[]) {
  const key = [...types].sort().join('|');
  return QUICK_PICKS.find((pick) => [...pick.types].sort().join('|') === key);
}
