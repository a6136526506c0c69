// What mf-knowledge exposes as `./area`: its description and its routes, written from the site root.
// Each page is its own chunk, loaded by the route's `lazy` before the route shows (lazyPage).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from 'shared-ui';
import type { RemoteArea } from 'shared-ui/types';
import { area } from './area';
import { BASES_PATH, QUESTIONS_PATH } from './paths';

export const routes: RouteObject[] = [
  {
    path: BASES_PATH.slice(1),
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/bases/BaseList')) },
      { path: 'gestion', lazy: lazyPage(() => import('./pages/bases/BaseCreate')) },
      // The shell's header search opens a knowledge base here.
      { path: 'gestion/:id', lazy: lazyPage(() => import('./pages/bases/BaseEdit')) },
    ],
  },
  {
    path: QUESTIONS_PATH.slice(1),
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/questions/QuestionList')) },
      { path: 'gestion', lazy: lazyPage(() => import('./pages/questions/QuestionCreate')) },
      { path: 'gestion/:id', lazy: lazyPage(() => import('./pages/questions/QuestionEdit')) },
    ],
  },
];

export default { ...area, routes } satisfies RemoteArea;
