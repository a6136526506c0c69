/**
 * What the knowledge remote tells the shell before it loads: the URLs it owns (knowledge bases
 * and their questions), its menu group and what the header search finds in it. Plain data: the
 * build writes it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { menuGroup, searchProvider } from 'shared-ui/area';
import type { Permission } from 'shared-ui/permissions';
import type { AreaDescription } from 'shared-ui/types';
import * as paths from './paths';

/** The group and each search hit are named alike: 'Base de conocimiento'. */
const LABEL = 'Base de conocimiento';

const group = menuGroup({ key: 'base-de-conocimiento', label: LABEL, icon: 'book', order: 70 }, [
  { path: paths.BASES_PATH, label: 'Gestionar bases' },
  { path: paths.QUESTIONS_PATH, label: 'Preguntas y respuestas' },
]);

export const area = {
  prefixes: [paths.BASES_PATH, paths.QUESTIONS_PATH],
  // Every role reads the bases and their questions; writing them needs more.
  permission: 'knowledge.read' satisfies Permission,
  pages: {
    [paths.BASE_CREATE_PATH]: 'knowledge.create',
    [`${paths.BASE_CREATE_PATH}/:id`]: 'knowledge.edit',
    [paths.QUESTION_CREATE_PATH]: 'knowledge.create',
    [`${paths.QUESTION_CREATE_PATH}/:id`]: 'knowledge.edit',
  } satisfies Record<string, Permission>,
  menu: [group],
  search: [
    searchProvider('knowledgebase', LABEL, {
      list: '/knowledgebase',
      open: paths.baseEditPath('{id}'),
    }),
  ],
  links: { 'knowledge.bases': paths.BASES_PATH },
} satisfies AreaDescription;
