// The routes mf-campaigns owns, written from the site root; the shell mounts them at /campaigns/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AreaPlaceholder = lazy(() => import('./placeholder/AreaPlaceholder'));

const routes: RouteObject[] = [
  {
    path: 'campaigns',
    children: [
      { path: 'crear', element: <AreaPlaceholder title="Campañas" /> },
      { path: 'gestionar', element: <AreaPlaceholder title="Campañas" /> },
      { path: 'gestionar/editar/perfiles', element: <AreaPlaceholder title="Campañas" /> },
      { path: 'gestionar/editar/:id', element: <AreaPlaceholder title="Campañas" /> },
      { path: 'resultados', element: <AreaPlaceholder title="Campañas" /> },
      { path: 'historico', element: <AreaPlaceholder title="Campañas" /> },
      { path: 'datos', element: <AreaPlaceholder title="Campañas" /> },
    ],
  },
];

export default routes;
