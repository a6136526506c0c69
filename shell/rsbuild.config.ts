// Build config of the shell (host): everything federation-related lives in scripts/federation.ts.
import { SESSION_KEY } from 'shared-ui/schemas';
import { labels } from 'shared-ui/texts';
import { defineAppConfig } from '../scripts/federation';
import { PUBLIC_PAGES, type PublicPage } from './src/pages/auth/publicPages';

/** Each public page's module by its path (the paths are PUBLIC_PAGES'). */
const publicPageModules = (modules: Record<PublicPage, string>) =>
  Object.fromEntries(
    Object.entries(modules).map(([page, module]) => [
      PUBLIC_PAGES[page as PublicPage].path,
      module,
    ]),
  );

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Backoffice de campañas',
  // antd's stylesheet for what a part draws, by antd's component names (e2e/serving.spec.ts checks
  // that each page's antd classes are styled): the public pages (PublicFrame imports public.css:
  // antd-public.ts, a Form's grid, the result dialog of shared-ui/forms) and the private layout with
  // the shell's own pages (AppLayout imports layout.css: menu, header, user pop-up, search, the
  // unsaved-changes dialog, App's messages, dashboard, 404, error).
  antdCss: {
    public: 'Alert App Button Checkbox Col Flex Form Input Modal Result Row Typography'.split(' '),
    layout:
      `Alert App Avatar Breadcrumb Button Divider Dropdown Empty Flex Input Layout Menu message
      Modal Popover Result Skeleton Spin Switch Tag Tooltip Typography`.split(/\s+/),
  },
  // The first pages: their lazy imports in src/router.tsx, which index.html asks for at once, and
  // the texts of their first paint (the public pages' titles and intros, the dashboard's title).
  firstLoads: {
    entry: 'src/index.ts',
    router: 'src/router.tsx',
    sessionKey: SESSION_KEY,
    public: {
      frame: './layout/guards',
      home: PUBLIC_PAGES.login.path,
      // Each page's module, as src/router.tsx imports it.
      pages: publicPageModules({
        login: './pages/auth/LoginPage',
        register: './pages/auth/RegisterPage',
        recover: './pages/auth/RecoverPage',
      }),
      texts: Object.fromEntries(
        Object.values(PUBLIC_PAGES).map((p) => [p.path, [p.title, p.intro]]),
      ),
    },
    private: {
      frame: './layout/AppLayout',
      home: '/dashboard',
      pages: { '/dashboard': './pages/dashboard/DashboardPage' },
      texts: { '/dashboard': [labels.controlPanel] },
    },
    // The charts' library loads only to draw, which runs most of it: compiled as it streams in, it
    // blocks the dashboard's main thread about a third less (docs/federation.md).
    compileWhole: ['src/pages/dashboard/DashboardPage.tsx'],
  },
});
