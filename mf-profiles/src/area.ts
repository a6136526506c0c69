/**
 * What the profiles remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import type { AreaDescription } from 'shared-ui/types';
import {
  ACCOUNT_PATH,
  AREA_PATH,
  PROFILE_CREATE_PATH,
  PROFILE_EDIT_PREFIX,
  PROFILE_LIST_PATH,
  profileEditPath,
} from './paths';

export const area = {
  prefixes: [AREA_PATH],
  menu: [
    {
      key: 'perfiles-roles',
      label: 'Perfiles y Roles',
      icon: 'team',
      order: 10,
      children: [
        { path: ACCOUNT_PATH, label: 'Información de cuenta' },
        { path: PROFILE_CREATE_PATH, label: 'Crear' },
        { path: PROFILE_LIST_PATH, label: 'Gestionar', also: [PROFILE_EDIT_PREFIX] },
      ],
    },
  ],
  search: [
    {
      type: 'profile',
      label: 'Perfil',
      list: '/profiles',
      fields: ['name', 'lastName'],
      open: profileEditPath('{id}'),
    },
  ],
  links: { 'account.security': ACCOUNT_PATH, 'profiles.list': PROFILE_LIST_PATH },
} satisfies AreaDescription;
