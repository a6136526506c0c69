/**
 * What the knowledge remote tells the shell before it loads: the URLs it owns (knowledge bases
 * and their questions), its menu group and what the header search finds in it. Plain data: the
 * build writes it into `remote.json`, from which `/remotes.json` is assembled.
 */
import type { AreaDescription } from 'shared-ui/types';
import { BASES_PATH, baseEditPath, QUESTIONS_PATH } from './paths';

export const area = {
  prefixes: [BASES_PATH, QUESTIONS_PATH],
  menu: [
    {
      key: 'base-de-conocimiento',
      label: 'Base de conocimiento',
      icon: 'book',
      order: 70,
      children: [
        { path: BASES_PATH, label: 'Gestionar bases' },
        { path: QUESTIONS_PATH, label: 'Preguntas y respuestas' },
      ],
    },
  ],
  search: [
    {
      type: 'knowledgebase',
      label: 'Base de conocimiento',
      list: '/knowledgebase',
      fields: ['name'],
      open: baseEditPath('{id}'),
    },
  ],
  links: { 'knowledge.bases': BASES_PATH },
} satisfies AreaDescription;
