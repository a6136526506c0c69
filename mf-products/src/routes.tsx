// The routes mf-products owns, written from the site root; the shell mounts them at /productos/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AreaPlaceholder = lazy(() => import('./placeholder/AreaPlaceholder'));

const routes: RouteObject[] = [
  {
    path: 'productos',
    children: [
      { path: 'crear', element: <AreaPlaceholder title="Productos" /> },
      { path: 'gestionar', element: <AreaPlaceholder title="Productos" /> },
      { path: 'editar/:id', element: <AreaPlaceholder title="Productos" /> },
      { path: 'categorias/crear', element: <AreaPlaceholder title="Productos" /> },
      { path: 'categorias/gestionar', element: <AreaPlaceholder title="Productos" /> },
      { path: 'categorias/editar/:id', element: <AreaPlaceholder title="Productos" /> },
    ],
  },
];

export default routes;
