/**
 * Short builders for a remote's area description (`src/area.ts`): each returns the plain data of
 * the federation contract's area description, keys in the order `remote.json` lists them.
 */
import type { AreaMenuGroup, AreaMenuLink, AreaSearchProvider } from 'federation-contract';

/** What names a menu group and places it; its entries come apart. */
export type MenuGroupHead = Omit<AreaMenuGroup, 'children'>;

/**
 * The 'Administración' group: the wallet and settings remotes both add to it, so its label, icon
 * and order are one constant, whichever of them the registry lists first.
 */
export const ADMINISTRATION: MenuGroupHead = {
  key: 'administracion',
  label: 'Administración',
  icon: 'setting',
  order: 20,
};

/** A group of the side menu: its head and its entries, in order. */
export const menuGroup = (head: MenuGroupHead, children: AreaMenuLink[]): AreaMenuGroup => ({
  ...head,
  children,
});

/**
 * What the header search finds: the items of the API's `list` whose `fields` (the name unless
 * said) contain the query, each shown with `label` and opening `open` ('/productos/editar/{id}').
 */
export const searchProvider = (
  type: string,
  label: string,
  {
    list,
    fields = ['name'],
    open,
    permission,
  }: { list: string; fields?: string[]; open: string; permission?: string },
): AreaSearchProvider => ({
  type,
  label,
  list,
  fields,
  open,
  ...(permission ? { permission } : {}),
});
