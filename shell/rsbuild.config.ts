// Build config of the shell (host): everything federation-related lives in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';
import { PUBLIC_PAGES } from './src/pages/auth/publicPages';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Backoffice de campañas',
  // The lazy imports of the first pages in src/router.tsx: index.html asks for them at once.
  firstLoads: {
    entry: 'src/index.ts',
    router: 'src/router.tsx',
    // shared-ui's SESSION_KEY, as the page template reads it too (publicPages.test.ts).
    sessionKey: 'bo.session',
    public: {
      frame: './layout/guards',
      home: PUBLIC_PAGES.login.path,
      pages: {
        [PUBLIC_PAGES.login.path]: './pages/auth/LoginPage',
        [PUBLIC_PAGES.register.path]: './pages/auth/RegisterPage',
        [PUBLIC_PAGES.recover.path]: './pages/auth/RecoverPage',
      },
    },
    private: {
      frame: './layout/AppLayout',
      home: '/dashboard',
      pages: { '/dashboard': './pages/dashboard/DashboardPage' },
    },
  },
});
