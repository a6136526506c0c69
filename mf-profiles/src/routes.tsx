// The routes mf-profiles owns, written from the site root; the shell mounts them at /perfiles-roles/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AreaPlaceholder = lazy(() => import('./placeholder/AreaPlaceholder'));

const routes: RouteObject[] = [
  {
    path: 'perfiles-roles',
    children: [
      { path: 'informacion-de-cuenta', element: <AreaPlaceholder title="Perfiles y Roles" /> },
      { path: 'crear', element: <AreaPlaceholder title="Perfiles y Roles" /> },
      { path: 'gestionar', element: <AreaPlaceholder title="Perfiles y Roles" /> },
      { path: 'editar/:id', element: <AreaPlaceholder title="Perfiles y Roles" /> },
    ],
  },
];

export default routes;
