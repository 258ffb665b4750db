import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoader, PublicLayout } from '@/components/layouts/public-layout';
import { RouteError } from '@/components/layouts/route-error';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** A route module: the page as default export, optionally a loader that starts its requests early. */
interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/** Each page is its own chunk, fetched when the route is first visited (React Router `lazy`). */
function page(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    },
  };
}

const publicPages: RouteObject[] = [
  { index: true, ...page(() => import('./routes/public/home')) },
  { path: paths.lawLibrary.path, ...page(() => import('./routes/public/law-library')) },
  { path: paths.document.path, ...page(() => import('./routes/public/document')) },
  { path: paths.citations.path, ...page(() => import('./routes/public/citations')) },
  { path: paths.lawyers.path, ...page(() => import('./routes/public/lawyers')) },
  { path: paths.lawyer.path, ...page(() => import('./routes/public/lawyer-profile')) },
  { path: paths.firms.path, ...page(() => import('./routes/public/firms')) },
  { path: paths.firm.path, ...page(() => import('./routes/public/firm-profile')) },
  { path: paths.jobs.path, ...page(() => import('./routes/public/jobs')) },
  { path: paths.articles.path, ...page(() => import('./routes/public/articles')) },
  { path: paths.article.path, ...page(() => import('./routes/public/article')) },
  { path: paths.author.path, ...page(() => import('./routes/public/author')) },
  // Accounts, claims, profile editing and the article editor (docs/accounts.md).
  { path: paths.login.path, ...page(() => import('./routes/public/login')) },
  { path: paths.register.path, ...page(() => import('./routes/public/register')) },
  { path: paths.registerBasic.path, ...page(() => import('./routes/public/register-basic')) },
  { path: paths.registerLawyer.path, ...page(() => import('./routes/public/register-lawyer')) },
  { path: paths.forgotPassword.path, ...page(() => import('./routes/public/forgot-password')) },
  { path: paths.resetPassword.path, ...page(() => import('./routes/public/reset-password')) },
  { path: paths.dashboard.path, ...page(() => import('./routes/public/dashboard')) },
  { path: paths.profile.path, ...page(() => import('./routes/public/profile')) },
  { path: paths.settings.path, ...page(() => import('./routes/public/settings')) },
  { path: paths.claimProfile.path, ...page(() => import('./routes/public/claim-profile')) },
  { path: paths.lawyerEdit.path, ...page(() => import('./routes/public/lawyer-edit')) },
  { path: paths.articleNew.path, ...page(() => import('./routes/public/article-new')) },
  { path: paths.articleEdit.path, ...page(() => import('./routes/public/article-edit')) },
  { path: paths.articlesManage.path, ...page(() => import('./routes/public/articles-manage')) },
  { path: '*', ...page(() => import('./routes/public/not-found')) },
];

export const router = createBrowserRouter([
  // The back-office has its own layout and chunk; nothing public imports it.
  { path: paths.admin.path, ...page(() => import('./routes/admin/admin-root')), errorElement: <RouteError /> },
  {
    Component: PublicLayout,
    HydrateFallback: PageLoader,
    // Errors render inside the layout, so the navigation stays available.
    children: [{ errorElement: <RouteError />, children: publicPages }],
  },
]);

// A 401 anywhere sends the visitor to /login without reloading the app.
setUnauthorizedHandler(() => void router.navigate(paths.login.getHref()));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
