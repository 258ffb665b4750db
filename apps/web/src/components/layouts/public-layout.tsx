import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './public-layout.module.css';

// The drawer (modal, focus trap, scroll lock) is only needed once a phone user opens the menu: its code stays out
// of the first load and is fetched on the first tap.
const MobileNav = lazy(() => import('./mobile-nav'));

/**
 * Frame of every public page: skip link, header, the page, footer. Plain elements rather than Mantine's AppShell,
 * whose header brings the scroll-lock library (react-remove-scroll, 4 KB gzipped) into every page's first load
 * for a class name; the drawer that really locks scrolling loads it when it opens.
 */
export function PublicLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // Closing the menu puts the keyboard back where it was: on the button that opened it.
  const menuButton = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  const toggleMenu = () => {
    setMenuUsed(true);
    menu.toggle();
  };
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <SiteHeader menuOpened={menuOpened} onToggleMenu={toggleMenu} menuButtonRef={menuButton} />
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileNav opened={menuOpened} onClose={menu.close} onClosed={() => menuButton.current?.focus()} />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {/* A thin bar while the next page's code or data arrives; the current page stays usable. */}
        {navigation.state === 'loading' && (
          <Box className={classes.progress} role="progressbar" aria-label="Loading page" />
        )}
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function PageLoader() {
  return <PageSpinner label="Loading page" mih="60vh" />;
}
