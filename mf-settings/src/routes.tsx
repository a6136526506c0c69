// The routes mf-settings owns, written from the site root; the shell mounts them at /configuracion/*.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';

const routes: RouteObject[] = [
  {
    path: 'configuracion',
    children: [{ index: true, lazy: lazyPage(() => import('./pages/settings/SettingsPage')) }],
  },
];

export default routes;
