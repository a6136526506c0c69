// What mf-products exposes as `./area`: its description and its routes, written from the site root.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';

export const routes: RouteObject[] = [
  {
    path: 'productos',
    children: [
      { index: true, element: <Navigate to="gestionar" replace /> },
      { path: 'crear', lazy: lazyPage(() => import('./pages/products/ProductCreate')) },
      { path: 'gestionar', lazy: lazyPage(() => import('./pages/products/ProductList')) },
      // The shell's header search opens a product here.
      { path: 'editar/:id', lazy: lazyPage(() => import('./pages/products/ProductEdit')) },
      { path: 'categorias', element: <Navigate to="gestionar" replace /> },
      {
        path: 'categorias/crear',
        lazy: lazyPage(() => import('./pages/categories/CategoryCreate')),
      },
      {
        path: 'categorias/gestionar',
        lazy: lazyPage(() => import('./pages/categories/CategoryList')),
      },
      {
        path: 'categorias/editar/:id',
        lazy: lazyPage(() => import('./pages/categories/CategoryEdit')),
      },
    ],
  },
];

export default { ...area, routes } satisfies RemoteArea;
