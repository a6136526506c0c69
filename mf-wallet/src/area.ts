/**
 * What the wallet remote tells the shell before it loads: the URLs it owns, its menu entry (in
 * the 'Administración' group it shares with the settings remote) and the pages others link to.
 * Plain data: the build writes it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { ADMINISTRATION, menuGroup } from 'shared-ui/area';
import type { Permission } from 'shared-ui/permissions';
import type { AreaDescription } from 'shared-ui/types';
import { TOP_UP_PATH, WALLET_PATH } from './paths';

export const area = {
  prefixes: [WALLET_PATH],
  permission: 'wallet.read' satisfies Permission,
  pages: { [TOP_UP_PATH]: 'wallet.topUp' } satisfies Record<string, Permission>,
  menu: [menuGroup(ADMINISTRATION, [{ path: WALLET_PATH, label: 'Saldo', order: 10 }])],
  links: { 'wallet.home': WALLET_PATH, 'wallet.topUp': TOP_UP_PATH },
} satisfies AreaDescription;
