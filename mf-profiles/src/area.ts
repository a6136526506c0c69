/**
 * What the profiles remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { menuGroup, searchProvider } from 'shared-ui/area';
import type { AreaDescription } from 'shared-ui/types';
import * as paths from './paths';

const group = menuGroup(
  { key: 'perfiles-roles', label: 'Perfiles y Roles', icon: 'team', order: 10 },
  [
    { path: paths.ACCOUNT_PATH, label: 'Información de cuenta' },
    { path: paths.PROFILE_CREATE_PATH, label: 'Crear' },
    { path: paths.PROFILE_LIST_PATH, label: 'Gestionar', also: [paths.PROFILE_EDIT_PREFIX] },
  ],
);

export const area = {
  prefixes: [paths.AREA_PATH],
  menu: [group],
  search: [
    searchProvider('profile', 'Perfil', {
      list: '/profiles',
      fields: ['name', 'lastName'],
      open: paths.profileEditPath('{id}'),
    }),
  ],
  links: { 'account.security': paths.ACCOUNT_PATH, 'profiles.list': paths.PROFILE_LIST_PATH },
} satisfies AreaDescription;
