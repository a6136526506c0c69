/**
 * What the profiles remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { menuGroup, searchProvider } from 'shared-ui/area';
import type { Permission } from 'shared-ui/permissions';
import type { AreaDescription } from 'shared-ui/types';
import * as paths from './paths';

const group = menuGroup(
  // The group is for whoever reads profiles; the account page stays open to every role (its
  // security tab is where anyone changes their password: the user pop-up links to it).
  {
    key: 'perfiles-roles',
    label: 'Perfiles y Roles',
    icon: 'team',
    order: 10,
    permission: 'profiles.read',
  },
  [
    { path: paths.ACCOUNT_PATH, label: 'Información de cuenta' },
    { path: paths.PROFILE_CREATE_PATH, label: 'Crear' },
    { path: paths.PROFILE_LIST_PATH, label: 'Gestionar', also: [paths.PROFILE_EDIT_PREFIX] },
  ],
);

export const area = {
  prefixes: [paths.AREA_PATH],
  permission: 'account.read' satisfies Permission,
  pages: {
    [paths.PROFILE_LIST_PATH]: 'profiles.read',
    [paths.PROFILE_CREATE_PATH]: 'profiles.create',
    [`${paths.PROFILE_EDIT_PREFIX}/:id`]: 'profiles.edit',
  } satisfies Record<string, Permission>,
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
