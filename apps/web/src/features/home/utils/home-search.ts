/** The home page's search tabs: each sends its text as `q` to its page. */
export const HOME_SEARCH_TABS = [
  {
    value: 'documents',
    label: 'Documents',
    path: '/law-library',
    placeholder: 'Search cases, laws, G.R. numbers and citations…',
  },
  { value: 'lawyers', label: 'Lawyers', path: '/lawyers', placeholder: 'Search lawyers by name…' },
  { value: 'jobs', label: 'Jobs', path: '/jobs', placeholder: 'Search legal jobs by title or company…' },
  { value: 'articles', label: 'Articles', path: '/articles', placeholder: 'Search legal articles and guides…' },
] as const;

export type HomeSearchTab = (typeof HOME_SEARCH_TABS)[number]['value'];

/** Where Enter goes: the tab's page with q set, or nowhere for empty or blank text. */
export function homeSearchHref(tab: HomeSearchTab, text: string): string | null {
  const query = text.trim();
  const target = HOME_SEARCH_TABS.find((entry) => entry.value === tab);
  if (!query || !target) return null;
  return `${target.path}?${new URLSearchParams({ q: query }).toString()}`;
}
