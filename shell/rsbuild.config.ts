// Build config of the shell (host): everything federation-related lives in scripts/federation.ts.
import { defineAppConfig } from '../scripts/federation';

export default defineAppConfig({
  dir: import.meta.dirname,
  title: 'Backoffice de campañas',
  // The lazy imports of the first pages in src/router.tsx: index.html asks for them at once.
  firstLoads: {
    entry: 'src/index.ts',
    router: 'src/router.tsx',
    sessionKey: 'bo.session',
    public: {
      frame: './layout/guards',
      home: '/',
      pages: {
        '/': './pages/auth/LoginPage',
        '/registro': './pages/auth/RegisterPage',
        '/recuperar-clave': './pages/auth/RecoverPage',
      },
    },
    private: {
      frame: './layout/AppLayout',
      home: '/dashboard',
      pages: { '/dashboard': './pages/dashboard/DashboardPage' },
    },
  },
});
