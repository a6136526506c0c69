// The routes mf-knowledge owns, written from the site root; the shell mounts them at /base-de-conocimiento/*, /preguntas-y-respuestas/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AreaPlaceholder = lazy(() => import('./placeholder/AreaPlaceholder'));

const routes: RouteObject[] = [
  {
    path: 'base-de-conocimiento',
    children: [
      { index: true, element: <AreaPlaceholder title="Base de conocimiento" /> },
      { path: 'gestion', element: <AreaPlaceholder title="Base de conocimiento" /> },
      { path: 'gestion/:id', element: <AreaPlaceholder title="Base de conocimiento" /> },
    ],
  },
  {
    path: 'preguntas-y-respuestas',
    children: [
      { index: true, element: <AreaPlaceholder title="Preguntas y respuestas" /> },
      { path: 'gestion', element: <AreaPlaceholder title="Preguntas y respuestas" /> },
      { path: 'gestion/:id', element: <AreaPlaceholder title="Preguntas y respuestas" /> },
    ],
  },
];

export default routes;
