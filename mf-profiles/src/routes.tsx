// The routes mf-profiles owns, written from the site root; the shell mounts them at /perfiles-roles/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AccountInfo = lazy(() => import('./pages/account/AccountInfo'));
const ProfileCreate = lazy(() => import('./pages/profiles/ProfileCreate'));
const ProfileList = lazy(() => import('./pages/profiles/ProfileList'));
const ProfileEdit = lazy(() => import('./pages/profiles/ProfileEdit'));

const routes: RouteObject[] = [
  {
    path: 'perfiles-roles',
    children: [
      { path: 'informacion-de-cuenta', element: <AccountInfo /> },
      { path: 'crear', element: <ProfileCreate /> },
      { path: 'gestionar', element: <ProfileList /> },
      { path: 'editar/:id', element: <ProfileEdit /> },
    ],
  },
];

export default routes;
