// The routes mf-products owns, written from the site root; the shell mounts them at /productos/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const ProductList = lazy(() => import('./pages/products/ProductList'));
const ProductCreate = lazy(() => import('./pages/products/ProductCreate'));
const ProductEdit = lazy(() => import('./pages/products/ProductEdit'));
const CategoryList = lazy(() => import('./pages/categories/CategoryList'));
const CategoryCreate = lazy(() => import('./pages/categories/CategoryCreate'));
const CategoryEdit = lazy(() => import('./pages/categories/CategoryEdit'));

const routes: RouteObject[] = [
  {
    path: 'productos',
    children: [
      { index: true, element: <Navigate to="gestionar" replace /> },
      { path: 'crear', element: <ProductCreate /> },
      { path: 'gestionar', element: <ProductList /> },
      // The shell's header search opens a product here.
      { path: 'editar/:id', element: <ProductEdit /> },
      { path: 'categorias', element: <Navigate to="gestionar" replace /> },
      { path: 'categorias/crear', element: <CategoryCreate /> },
      { path: 'categorias/gestionar', element: <CategoryList /> },
      { path: 'categorias/editar/:id', element: <CategoryEdit /> },
    ],
  },
];

export default routes;
