import { paths } from './paths';

/** The six main destinations, in the order of the top navigation. */
export const MAIN_NAV = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'Find Lawyers', href: paths.lawyers.getHref(), end: false },
  { label: 'Law Library', href: paths.lawLibrary.getHref(), end: false },
  { label: 'Law Firms', href: paths.firms.getHref(), end: false },
  { label: 'Legal Jobs', href: paths.jobs.getHref(), end: false },
  { label: 'Articles', href: paths.articles.getHref(), end: false },
] as const;

/** The signed-in user's menu entries (Sign out is added by the menu itself). */
export const ACCOUNT_NAV = [
  { label: 'Your Profile', href: paths.profile.getHref() },
  { label: 'Claim Lawyer Profile', href: paths.claimProfile.getHref() },
  { label: 'Settings', href: paths.settings.getHref() },
] as const;

/** The footer's Services column: the library is labelled Legal Documents there. */
export const FOOTER_SERVICES = [
  { label: 'Find Lawyers', href: paths.lawyers.getHref() },
  { label: 'Law Firms', href: paths.firms.getHref() },
  { label: 'Legal Documents', href: paths.lawLibrary.getHref() },
  { label: 'Citation Checker', href: paths.citations.getHref() },
  { label: 'Legal Jobs', href: paths.jobs.getHref() },
] as const;

export const FOOTER_SUPPORT = [
  { label: 'Help Center', href: paths.help.getHref() },
  { label: 'Contact Us', href: paths.contact.getHref() },
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
  { label: 'Terms of Service', href: paths.terms.getHref() },
] as const;
