import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { PageLoader, PublicLayout } from '@/components/layouts/public-layout';
import { RouteError } from '@/components/layouts/route-error';
import { paths } from '@/config/paths';
import { siteInfoQueryOptions } from '@/lib/site-info';
import { DocumentHead, type RouteHead } from './route-head';
import type { PageLoader as Loader, RouteData } from './route-data';

/**
 * A route module: the page as default export, optionally a loader that fills the query cache for it (and says the
 * page's status), and the page's head.
 */
interface RouteModule {
  default: ComponentType;
  loader?: Loader;
  head?: RouteHead;
}

/**
 * What the server needs to know about a route: whether it renders it (the public pages do; account and admin pages
 * are rendered in the browser, where the session is), and its module's key in the build's manifest, to preload its
 * chunk.
 */
export interface RouteHandle {
  ssr: boolean;
  module: string;
  /** The route module's `head`, once its code is loaded. */
  head?: RouteHead;
}

/**
 * The route modules, each its own chunk, by the file the bundler imports. The same key names the chunk in the
 * build's manifest (sourceModule), so what the server preloads for a page is what its route imports.
 */
const routeModules = import.meta.glob<RouteModule>([
  './routes/public/*.tsx',
  '!./routes/public/account-frame.tsx',
  '!./routes/public/lawyer-only.tsx',
  './routes/admin/admin-root.tsx',
]);

/** A module's key in the manifest: its path from the web app's root (this file is src/app/routes.tsx). */
const sourceModule = (file: string) => `src/app/${file.slice('./'.length)}`;

/** The public pages' frame, and their head kept on the page shown. */
function PublicPages() {
  return (
    <>
      <DocumentHead />
      <PublicLayout />
    </>
  );
}

/**
 * The site's route table, shared by the browser router and the server renderer. Each page is its own chunk
 * (React Router `lazy`), and its loader receives the RouteData of whoever renders it.
 */
export function createRoutes(data: RouteData): RouteObject[] {
  const page = (name: string, { ssr = true } = {}): Pick<NonIndexRouteObject, 'lazy'> => {
    const file = `./routes/${name}.tsx`;
    const load = routeModules[file];
    if (!load) throw new Error(`no route module ${file}`);
    return {
      // The handle comes with the route's code (React Router ignores a lazy property the route also has
      // statically): the server reads it once its static handler has loaded the matched routes.
      lazy: async () => {
        const module = await load();
        const loader = module.loader;
        const handle: RouteHandle = { ssr, module: sourceModule(file), head: module.head };
        return loader
          ? { Component: module.default, handle, loader: async (args) => (await loader(args, data)) ?? null }
          : { Component: module.default, handle };
      },
    };
  };
  const account = { ssr: false };

  const publicPages: RouteObject[] = [
    { index: true, ...page('public/home') },
    { path: paths.lawLibrary.path, ...page('public/law-library') },
    { path: paths.document.path, ...page('public/document') },
    { path: paths.citations.path, ...page('public/citations') },
    { path: paths.lawyers.path, ...page('public/lawyers') },
    { path: paths.lawyer.path, ...page('public/lawyer-profile') },
    { path: paths.firms.path, ...page('public/firms') },
    { path: paths.firm.path, ...page('public/firm-profile') },
    { path: paths.jobs.path, ...page('public/jobs') },
    { path: paths.articles.path, ...page('public/articles') },
    { path: paths.article.path, ...page('public/article') },
    { path: paths.author.path, ...page('public/author') },
    { path: paths.help.path, ...page('public/help') },
    { path: paths.contact.path, ...page('public/contact') },
    { path: paths.privacy.path, ...page('public/privacy') },
    { path: paths.terms.path, ...page('public/terms') },
    // Accounts, claims, profile editing and the article editor (docs/accounts.md): the browser renders them.
    { path: paths.login.path, ...page('public/login', account) },
    { path: paths.register.path, ...page('public/register', account) },
    {
      path: paths.registerBasic.path,
      ...page('public/register-basic', account),
    },
    {
      path: paths.registerLawyer.path,
      ...page('public/register-lawyer', account),
    },
    {
      path: paths.forgotPassword.path,
      ...page('public/forgot-password', account),
    },
    {
      path: paths.resetPassword.path,
      ...page('public/reset-password', account),
    },
    {
      path: paths.verifyEmail.path,
      ...page('public/verify-email', account),
    },
    { path: paths.dashboard.path, ...page('public/dashboard', account) },
    { path: paths.folder.path, ...page('public/folder', account) },
    {
      path: paths.alertUnsubscribe.path,
      ...page('public/alert-unsubscribe', account),
    },
    { path: paths.profile.path, ...page('public/profile', account) },
    { path: paths.settings.path, ...page('public/settings', account) },
    {
      path: paths.claimProfile.path,
      ...page('public/claim-profile', account),
    },
    {
      path: paths.lawyerEdit.path,
      ...page('public/lawyer-edit', account),
    },
    {
      path: paths.articleNew.path,
      ...page('public/article-new', account),
    },
    {
      path: paths.articleEdit.path,
      ...page('public/article-edit', account),
    },
    {
      path: paths.articlesManage.path,
      ...page('public/articles-manage', account),
    },
    { path: '*', ...page('public/not-found') },
  ];

  return [
    // The back-office has its own layout and chunk; nothing public imports it.
    {
      path: paths.admin.path,
      ...page('admin/admin-root', account),
      HydrateFallback: PageLoader,
      errorElement: <RouteError />,
    },
    {
      Component: PublicPages,
      // The footer shows the site's name and social links from the settings: loaded with every page.
      loader: async () => {
        await data.load(siteInfoQueryOptions);
        return null;
      },
      HydrateFallback: PageLoader,
      // Errors render inside the layout, so the navigation stays available.
      children: [{ errorElement: <RouteError />, children: publicPages }],
    },
  ];
}
