import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  applyQuickPick,
  clearAll,
  goToPage,
  removeFilter,
  selectCategory,
  setFilter,
} from './filter-changes';
import {
  canonicalCategoryParams,
  EMPTY_FILTERS,
  libraryFiltersToParams,
  parseLibraryFilters,
  selectedDocumentTypes,
  toDocumentsQuery,
  type LibraryFilters,
} from './library-filters';

const parse = (query: string) => parseLibraryFilters(new URLSearchParams(query));
const url = (filters: LibraryFilters) => libraryFiltersToParams(filters).toString();

describe('URL → filters', () => {
  it.each<[string, Partial<LibraryFilters>]>([
    ['', {}],
    ['q=%20illegal%20dismissal%20', { search: 'illegal dismissal' }],
    ['year=1985', { year: '1985' }],
    // Kept as typed: the server says what is wrong with it, instead of the filter vanishing silently.
    ['year=abc', { year: 'abc' }],
    ['year=%2085%20', { year: '85' }],
    ['court=Supreme%20Court', { court: 'Supreme Court' }],
    ['court=Barangay', {}],
    ['lawCategory=Labor', { lawCategory: 'Labor' }],
    ['category=laws', { category: 'laws' }],
    ['category=laws&sub=republic-acts', { category: 'laws', subcategory: 'republic-acts' }],
    ['category=laws&sub=executive-orders', { category: 'laws' }],
    // Any case names the same category and subcategory (the page redirects to the spelling below).
    ['category=LAWS&sub=Republic-Acts', { category: 'laws', subcategory: 'republic-acts' }],
    ['category=nope&sub=acts', {}],
    ['type=Decision&type=Supreme%20Court%20Decision', { types: ['Decision', 'Supreme Court Decision'] }],
    ['type=Republic%20Act&type=Republic%20Act', { types: ['Republic Act'] }],
    ['category=treaties&type=Republic%20Act', { category: 'treaties' }],
    ['page=3', { page: 3 }],
    ['page=-1', {}],
    ['page=2.5', {}],
    ['sort=oldest', { sort: 'oldest' }],
    ['sort=random', {}],
  ])('%s', (query, expected) => {
    expect(parse(query)).toEqual({ ...EMPTY_FILTERS, ...expected });
  });
});

describe('filters → URL', () => {
  it('leaves defaults out', () => {
    expect(url(EMPTY_FILTERS)).toBe('');
  });

  it('round-trips every field', () => {
    const filters: LibraryFilters = {
      search: 'estafa',
      year: '2001',
      court: 'Supreme Court',
      lawCategory: 'Criminal',
      category: 'all',
      subcategory: '',
      types: ['Decision', 'Supreme Court Decision'],
      page: 4,
      sort: 'title',
    };
    expect(parse(url(filters))).toEqual(filters);
    const laws: LibraryFilters = { ...EMPTY_FILTERS, category: 'executive', subcategory: 'executive-orders', page: 2 };
    expect(url(laws)).toBe('category=executive&sub=executive-orders&page=2');
    expect(parse(url(laws))).toEqual(laws);
  });
});

describe('the canonical spelling of a category address', () => {
  const canonical = (query: string) => canonicalCategoryParams(new URLSearchParams(query))?.toString() ?? null;
  it.each<[string, string | null]>([
    ['q=tax&category=Laws&sub=REPUBLIC-ACTS&page=2', 'q=tax&category=laws&sub=republic-acts&page=2'],
    ['category=Supreme-Court', 'category=supreme-court'],
    ['category=laws&sub=Acts', 'category=laws&sub=acts'],
    // Already canonical, absent, or no category at all in any case: nothing to redirect.
    ['category=laws&sub=acts', null],
    ['q=Laws', null],
    ['category=Nope', null],
    ['category=laws&sub=Executive-Orders', null],
  ])('%s → %s', (query, expected) => expect(canonical(query)).toBe(expected));
});

describe('document types of a choice', () => {
  it.each<[Partial<LibraryFilters>, string[]]>([
    [{}, []],
    [{ category: 'supreme-court' }, ['Supreme Court Decision']],
    [{ category: 'laws', subcategory: 'rules-court' }, ['Rules of Court']],
    [{ category: 'treaties', subcategory: 'multilateral-treaties' }, ['Regional Treaty', 'Multilateral Treaty']],
    [{ category: 'treaties' }, ['Bilateral Treaty', 'Regional Treaty', 'Multilateral Treaty']],
    [{ types: ['Executive Order'] }, ['Executive Order']],
  ])('%j → %j', (partial, expected) => {
    expect(selectedDocumentTypes({ ...EMPTY_FILTERS, ...partial })).toEqual(expected);
  });
});

describe('API query', () => {
  it('sends page size 10, repeatable types and the sort', () => {
    expect(
      toDocumentsQuery({ ...EMPTY_FILTERS, category: 'laws', subcategory: 'acts', year: '1935', page: 2 }),
    ).toEqual({
      page: 2,
      limit: 10,
      search: undefined,
      documentType: ['Act'],
      year: '1935',
      courtLevel: undefined,
      lawCategory: undefined,
      sortBy: 'date',
      sortOrder: 'desc',
    });
  });

  it('ranks by relevance while searching, unless another sort is chosen', () => {
    expect(toDocumentsQuery({ ...EMPTY_FILTERS, search: 'x' })).toMatchObject({ sortBy: 'relevance' });
    expect(toDocumentsQuery({ ...EMPTY_FILTERS, search: 'x', sort: 'oldest' })).toMatchObject({
      sortBy: 'date',
      sortOrder: 'asc',
    });
    expect(toDocumentsQuery({ ...EMPTY_FILTERS, sort: 'relevance' })).toMatchObject({
      sortBy: 'date',
      sortOrder: 'desc',
    });
  });
});

describe('transitions', () => {
  const onPage3: LibraryFilters = { ...EMPTY_FILTERS, category: 'laws', subcategory: 'acts', search: 'land', page: 3 };

  it('a quick pick sets the types, clears the category and returns to page 1', () => {
    expect(applyQuickPick(onPage3, 'Court Decisions')).toEqual({
      ...onPage3,
      category: 'all',
      subcategory: '',
      types: ['Decision', 'Supreme Court Decision'],
      page: 1,
    });
  });

  it('a category replaces quick-pick types and returns to page 1', () => {
    const picked = applyQuickPick(EMPTY_FILTERS, 'Republic Acts');
    expect(selectCategory({ ...picked, page: 5 }, 'executive', 'memorandum-orders')).toEqual({
      ...EMPTY_FILTERS,
      category: 'executive',
      subcategory: 'memorandum-orders',
    });
    expect(selectCategory(onPage3, 'laws', 'not-a-sub')).toMatchObject({ subcategory: '', page: 1 });
  });

  it('clear all resets everything', () => {
    expect(clearAll()).toEqual(EMPTY_FILTERS);
  });

  it('editing or removing a filter returns to page 1, paging keeps the rest', () => {
    expect(setFilter(onPage3, 'year', ' 1999 ')).toMatchObject({ year: '1999', page: 1 });
    expect(removeFilter(onPage3, 'search')).toMatchObject({ search: '', page: 1, category: 'laws' });
    expect(goToPage(onPage3, 7)).toEqual({ ...onPage3, page: 7 });
  });

  it('labels the active chips, naming a quick pick by its label', () => {
    const filters = {
      ...applyQuickPick(EMPTY_FILTERS, 'Court Decisions'),
      search: 'writ',
      year: '1990',
      court: 'Supreme Court',
      lawCategory: 'Civil',
    };
    expect(activeFilterChips(filters).map((chip) => chip.label)).toEqual([
      'Search: writ',
      'Type: Court Decisions',
      'Year: 1990',
      'Court: Supreme Court',
      'Law Category: Civil',
    ]);
    expect(activeFilterChips({ ...EMPTY_FILTERS, types: ['Act', 'Constitution'] })[0]?.label).toBe(
      'Type: Act, Constitution',
    );
  });
});
