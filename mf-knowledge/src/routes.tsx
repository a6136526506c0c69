// The routes mf-knowledge owns, written from the site root; the shell mounts them at /base-de-conocimiento/*, /preguntas-y-respuestas/*.
// Pages are lazy (React.lazy) so each one is its own chunk; route `lazy`/loaders do not run here.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const BaseList = lazy(() => import('./pages/bases/BaseList'));
const BaseCreate = lazy(() => import('./pages/bases/BaseCreate'));
const BaseEdit = lazy(() => import('./pages/bases/BaseEdit'));
const QuestionList = lazy(() => import('./pages/questions/QuestionList'));
const QuestionCreate = lazy(() => import('./pages/questions/QuestionCreate'));
const QuestionEdit = lazy(() => import('./pages/questions/QuestionEdit'));

const routes: RouteObject[] = [
  {
    path: 'base-de-conocimiento',
    children: [
      { index: true, element: <BaseList /> },
      { path: 'gestion', element: <BaseCreate /> },
      // The shell's header search opens a knowledge base here.
      { path: 'gestion/:id', element: <BaseEdit /> },
    ],
  },
  {
    path: 'preguntas-y-respuestas',
    children: [
      { index: true, element: <QuestionList /> },
      { path: 'gestion', element: <QuestionCreate /> },
      { path: 'gestion/:id', element: <QuestionEdit /> },
    ],
  },
];

export default routes;
