/**
 * What the products remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import { menuGroup, searchProvider } from 'shared-ui/area';
import type { Permission } from 'shared-ui/permissions';
import type { AreaDescription } from 'shared-ui/types';
import * as paths from './paths';

const group = menuGroup({ key: 'productos', label: 'Productos', icon: 'appstore', order: 40 }, [
  { path: paths.PRODUCT_CREATE_PATH, label: 'Crear' },
  { path: paths.PRODUCT_LIST_PATH, label: 'Gestionar', also: [paths.PRODUCT_EDIT_PREFIX] },
  { path: paths.CATEGORY_CREATE_PATH, label: 'Crear categorías' },
  {
    path: paths.CATEGORY_LIST_PATH,
    label: 'Gestionar categorías',
    also: [paths.CATEGORY_EDIT_PREFIX],
  },
]);

export const area = {
  prefixes: [paths.AREA_PATH],
  // Every role reads products and categories; creating and editing them needs more.
  permission: 'products.read' satisfies Permission,
  pages: {
    [paths.PRODUCT_CREATE_PATH]: 'products.create',
    [`${paths.PRODUCT_EDIT_PREFIX}/:id`]: 'products.edit',
    [paths.CATEGORY_LIST_PATH]: 'categories.read',
    [paths.CATEGORY_CREATE_PATH]: 'categories.create',
    [`${paths.CATEGORY_EDIT_PREFIX}/:id`]: 'categories.edit',
  } satisfies Record<string, Permission>,
  menu: [group],
  search: [
    searchProvider('product', 'Producto', {
      list: '/products',
      open: paths.productEditPath('{id}'),
    }),
  ],
  links: { 'products.list': paths.PRODUCT_LIST_PATH, 'products.create': paths.PRODUCT_CREATE_PATH },
} satisfies AreaDescription;
