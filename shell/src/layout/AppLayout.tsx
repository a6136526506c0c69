// The frame of every private page: side menu, header and the page outlet, behind the session guard.
import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  AppProviders,
  ConnectionBanner,
  ForbiddenResult,
  UnsavedChangesPrompt,
  useAfterPaint,
  usePhone,
} from 'shared-ui';
import { refreshAccess, reportError, useCan, useSession, useWalletStore } from 'shared-ui/session';
import { installReporter } from '../errors/install';
import { dropFirstPaint } from '../frame';
import { isAreaPath, mayOpenPage } from '../remotes/access';
import { useRegistry, useRemoteHost, useRegistryUnavailable } from '../remotes/hostContext';
import { AppHeader } from './AppHeader';
import { NARROW_QUERY, PHONE_QUERY } from './frame';
import { RedirectToLogin, useAnonymousAllowed } from './guards';
import { NavigationProgress } from './NavigationProgress';
import { PageSkeleton } from './PageSkeleton';
import { loadSharedAntd, prefetchShellPagesOnIdle } from './prefetchOnIdle';
import styles from './layout.module.css';
import { useScrollToTop } from './scrollToTop';
import { SideMenu } from './SideMenu';
import 'antd-static-css/layout.css';

const MENU_ID = 'menu-principal';

// Errors are reported from the first private page on: with a session, and the areas known.
installReporter();

const ChoosePasswordPage = lazy(() => import('../pages/access/ChoosePasswordPage'));

/**
 * The page of the URL, or the 403 page inside the layout when the session may not open it (an
 * area it may not open at all, whose remote is never loaded; or a page of an area that needs more).
 */
function PageAccess() {
  const host = useRemoteHost();
  const { pathname } = useLocation();
  // Re-rendered when the registry or the session's permissions change.
  useRegistry();
  useSession();
  return mayOpenPage(host, pathname) ? <Outlet /> : <ForbiddenResult />;
}

/** A session stored before it carried permissions: they are asked for before any page shows. */
function AccessPending() {
  useEffect(() => {
    void refreshAccess();
  }, []);
  return <PageSkeleton />;
}

const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches;

function PrivateLayout() {
  const pathname = useScrollToTop();
  const host = useRemoteHost();
  // The reports know the areas from here on.
  installReporter(host);
  const refreshWallet = useWalletStore((s) => s.refresh);
  const walletRights = useCan()('wallet.read');
  const [collapsed, setCollapsed] = useState(isNarrow);
  // Drawn in the same place as index.html's first paint of it, which goes now.
  useLayoutEffect(dropFirstPaint, []);
  useEffect(prefetchShellPagesOnIdle, []);
  // The areas are missing (/remotes.json could not be read): reported once, as the shell's.
  const registryDown = useRegistryUnavailable();
  useEffect(() => {
    const error = registryDown && host.registryError();
    if (error) reportError(error, 'load', { area: 'shell' });
  }, [registryDown, host]);
  // On a phone the open menu lies over the page (beside it, it would push the page off the right
  // edge): a tap outside it, Escape or a new page closes it.
  const phone = usePhone();
  const overlay = phone && !collapsed;
  useEffect(() => {
    if (window.matchMedia(PHONE_QUERY).matches) setCollapsed(true);
  }, [pathname]);
  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCollapsed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay]);

  // SPEC.md: the balance is read on every private page load; on the first, once the page has
  // painted (a phone's few connections go to the page's own code and data first).
  const painted = useAfterPaint();
  // Runs on every new URL; without wallet rights there is no balance to read.
  useEffect(() => {
    if (painted && walletRights) void refreshWallet();
  }, [pathname, painted, refreshWallet, walletRights]);
  // What the session may do is asked again at every new URL and when the tab comes back: a change
  // of roles applies at the user's next navigation (and the other tabs hear of it).
  useEffect(() => {
    if (pathname) void refreshAccess();
  }, [pathname]);
  useEffect(() => {
    const onFocus = () => void refreshAccess();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  return (
    <Layout className={styles.root} hasSider>
      <NavigationProgress />
      <UnsavedChangesPrompt />
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <Layout.Sider
        id={MENU_ID}
        className={overlay ? `${styles.sider} ${styles.siderOver}` : styles.sider}
        theme="light"
        width="var(--frame-sider-width)"
        collapsedWidth="var(--frame-sider-collapsed)"
        breakpoint="xl"
        collapsed={collapsed}
        onBreakpoint={setCollapsed}
        trigger={null}
        // Heading for the menu: the areas' shared antd runs now, before a link is chosen.
        onPointerEnter={loadSharedAntd}
        onFocus={loadSharedAntd}
        onTouchStart={loadSharedAntd}
      >
        <div className={collapsed ? `${styles.brand} ${styles.brandCollapsed}` : styles.brand}>
          <span className={styles.brandMark} aria-hidden>
            BO
          </span>
          {!collapsed && <span>Back-office</span>}
        </div>
        <nav aria-label="Menú principal">
          <SideMenu collapsed={collapsed} />
        </nav>
      </Layout.Sider>
      {overlay && (
        // A tap beside the open menu closes it; keys go through Escape and the header's toggle.
        <div className={styles.backdrop} aria-hidden onClick={() => setCollapsed(true)} />
      )}
      <Layout className={overlay ? styles.besideOverlay : undefined}>
        <AppHeader
          collapsed={collapsed}
          onToggle={() => setCollapsed((c) => !c)}
          menuId={MENU_ID}
        />
        <ConnectionBanner />
        <Layout.Content id="contenido" className={styles.content} tabIndex={-1}>
          <PageAccess />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export default function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const host = useRemoteHost();
  // A remote's URL is not 'not found' without a session (its routes are added once signed in).
  const anonymous = useAnonymousAllowed() && !isAreaPath(host, pathname);
  // AppProviders lives here, not in bootstrap: it loads all of antd, which `/` must not. The theme
  // is bootstrap's (rootTheme), given to every page.
  if (session) {
    if (session.permissions === undefined) return <AccessPending />;
    return (
      <AppProviders inheritTheme>
        {session.mustChangePassword ? (
          // A temporary password: choosing one's own comes before anything else.
          <Suspense fallback={<PageSkeleton />}>
            <ChoosePasswordPage />
          </Suspense>
        ) : (
          <PrivateLayout />
        )}
      </AppProviders>
    );
  }
  if (!anonymous) return <RedirectToLogin />;
  // The 404 is shown to visitors without a session too, without the private frame.
  return (
    <main className={styles.anonymous}>
      <Outlet />
    </main>
  );
}
