/**
 * What the settings remote tells the shell before it loads: the URL it owns and its menu entry
 * (in the 'Administración' group it shares with the wallet remote). Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { ADMINISTRATION, menuGroup } from 'shared-ui/area';
import type { Permission } from 'shared-ui/permissions';
import type { AreaDescription } from 'shared-ui/types';
import { SETTINGS_PATH } from './paths';

export const area = {
  prefixes: [SETTINGS_PATH],
  // The voice and SMS gateway settings: Administrativo only.
  permission: 'settings.read' satisfies Permission,
  menu: [menuGroup(ADMINISTRATION, [{ path: SETTINGS_PATH, label: 'Configuración', order: 20 }])],
  links: { 'settings.home': SETTINGS_PATH },
} satisfies AreaDescription;
