// The routes mf-settings owns, written from the site root; the shell mounts them at /configuracion/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));

const routes: RouteObject[] = [
  {
    path: 'configuracion',
    children: [{ index: true, element: <SettingsPage /> }],
  },
];

export default routes;
