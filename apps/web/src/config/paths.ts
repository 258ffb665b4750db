/**
 * Every route of the web app in one table: `path` is the router pattern, `getHref` builds a link to it.
 * Nothing else in the app spells a URL, so renaming a route is a one-line change.
 */
type Query = URLSearchParams | Record<string, string | undefined> | undefined;

function withQuery(pathname: string, query?: Query): string {
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) query.forEach((value, key) => params.append(key, value));
  else if (query) for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },

  lawLibrary: { path: '/law-library', getHref: (query?: Query) => withQuery('/law-library', query) },
  /** `linkId` comes from documentLinkId (@batas/shared), already URL-safe; '' (nothing to address) is the library. */
  document: {
    path: '/law-library/:slug',
    /** `query`: `q`, the words of the search the reader came from, marked in the text. */
    getHref: (linkId: string, query?: Query) => withQuery(linkId ? `/law-library/${linkId}` : '/law-library', query),
  },
  /** Citation checker: paste a text, see every citation linked to the library or marked missing. */
  citations: { path: '/citations', getHref: () => '/citations' },

  lawyers: { path: '/lawyers', getHref: (query?: Query) => withQuery('/lawyers', query) },
  lawyer: { path: '/lawyers/:id', getHref: (id: string) => `/lawyers/${segment(id)}` },

  firms: { path: '/firms', getHref: () => '/firms' },
  firm: { path: '/firms/:slug', getHref: (slug: string) => `/firms/${segment(slug)}` },

  jobs: { path: '/jobs', getHref: (query?: Query) => withQuery('/jobs', query) },

  articles: { path: '/articles', getHref: (query?: Query) => withQuery('/articles', query) },
  article: { path: '/articles/:slug', getHref: (slug: string) => `/articles/${segment(slug)}` },
  author: { path: '/authors/:slug', getHref: (slug: string) => `/authors/${segment(slug)}` },

  // The footer's Support pages.
  help: { path: '/help', getHref: () => '/help' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },

  // Account screens belong to the auth feature (another issue); the layout links to them.
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** `lawyer`: the roll entry chosen on a profile page ("Claim this profile"). */
  claimProfile: {
    path: '/claim-profile',
    getHref: (lawyer?: string) => withQuery('/claim-profile', { lawyer }),
  },
  settings: { path: '/settings', getHref: () => '/settings' },
  registerBasic: { path: '/register/basic', getHref: () => '/register/basic' },
  registerLawyer: { path: '/register/lawyer', getHref: () => '/register/lawyer' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** One research folder of the signed-in account. */
  folder: { path: '/dashboard/folders/:id', getHref: (id: string) => `/dashboard/folders/${segment(id)}` },
  /** A digest's unsubscribe link lands here (the token in the query); the page asks before it acts. */
  alertUnsubscribe: {
    path: '/alerts/unsubscribe',
    getHref: (token?: string) => withQuery('/alerts/unsubscribe', { token }),
  },
  lawyerEdit: { path: '/lawyers/:id/edit', getHref: (id: string) => `/lawyers/${segment(id)}/edit` },
  articleNew: { path: '/articles/new', getHref: () => '/articles/new' },
  articleEdit: { path: '/articles/:id/edit', getHref: (id: string) => `/articles/${segment(id)}/edit` },
  articlesManage: { path: '/articles/manage', getHref: () => '/articles/manage' },

  admin: { path: '/admin/*', getHref: () => '/admin' },
} as const;
