/**
 * What the campaigns remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { menuGroup, searchProvider } from 'shared-ui/area';
import type { Permission } from 'shared-ui/permissions';
import type { AreaDescription } from 'shared-ui/types';
import * as paths from './paths';

const group = menuGroup({ key: 'campaigns', label: 'Campañas', icon: 'notification', order: 30 }, [
  { path: paths.CREATE_PATH, label: 'Crear' },
  { path: paths.LIST_PATH, label: 'Gestionar' },
  { path: paths.RESULTS_PATH, label: 'Resultados' },
  { path: paths.HISTORY_PATH, label: 'Histórico' },
  { path: paths.ACCOUNTING_PATH, label: 'Datos contables' },
]);

export const area = {
  prefixes: [paths.AREA_PATH],
  // Every role reads campaigns; creating and editing them needs more (shared-ui/permissions).
  permission: 'campaigns.read' satisfies Permission,
  pages: {
    [paths.CREATE_PATH]: 'campaigns.create',
    '/campaigns/gestionar/editar/:id': 'campaigns.edit',
    [paths.PROFILES_PATH]: 'campaigns.edit',
  } satisfies Record<string, Permission>,
  menu: [group],
  search: [
    searchProvider('campaign', 'Campaña', { list: '/campaings', open: paths.editPath('{id}') }),
  ],
  links: { 'campaigns.list': paths.LIST_PATH, 'campaigns.create': paths.CREATE_PATH },
} satisfies AreaDescription;
