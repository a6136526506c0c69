/** The knowledge pages at their URLs, eagerly imported, for page tests. */
import type { RouteObject } from 'react-router-dom';
import BaseCreate from '../pages/bases/BaseCreate';
import BaseEdit from '../pages/bases/BaseEdit';
import BaseList from '../pages/bases/BaseList';
import QuestionCreate from '../pages/questions/QuestionCreate';
import QuestionEdit from '../pages/questions/QuestionEdit';
import QuestionList from '../pages/questions/QuestionList';

export const pageRoutes: RouteObject[] = [
  { path: '/base-de-conocimiento', element: <BaseList /> },
  { path: '/base-de-conocimiento/gestion', element: <BaseCreate /> },
  { path: '/base-de-conocimiento/gestion/:id', element: <BaseEdit /> },
  { path: '/preguntas-y-respuestas', element: <QuestionList /> },
  { path: '/preguntas-y-respuestas/gestion', element: <QuestionCreate /> },
  { path: '/preguntas-y-respuestas/gestion/:id', element: <QuestionEdit /> },
];
