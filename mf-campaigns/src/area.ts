/**
 * What the campaigns remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import type { AreaDescription } from 'shared-ui/types';
import {
  ACCOUNTING_PATH,
  AREA_PATH,
  CREATE_PATH,
  editPath,
  HISTORY_PATH,
  LIST_PATH,
  RESULTS_PATH,
} from './paths';

export const area = {
  prefixes: [AREA_PATH],
  menu: [
    {
      key: 'campaigns',
      label: 'Campañas',
      icon: 'notification',
      order: 30,
      children: [
        { path: CREATE_PATH, label: 'Crear' },
        { path: LIST_PATH, label: 'Gestionar' },
        { path: RESULTS_PATH, label: 'Resultados' },
        { path: HISTORY_PATH, label: 'Histórico' },
        { path: ACCOUNTING_PATH, label: 'Datos contables' },
      ],
    },
  ],
  search: [
    {
      type: 'campaign',
      label: 'Campaña',
      list: '/campaings',
      fields: ['name'],
      open: editPath('{id}'),
    },
  ],
  links: { 'campaigns.list': LIST_PATH, 'campaigns.create': CREATE_PATH },
} satisfies AreaDescription;
