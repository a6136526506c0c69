/**
 * What the products remote tells the shell before it loads: the URLs it owns, its menu group,
 * what the header search finds in it and the pages others link to. Plain data: the build writes
 * it into `remote.json`, from which `/remotes.json` is assembled.
 */
import type { AreaDescription } from 'shared-ui/types';
import {
  AREA_PATH,
  CATEGORY_CREATE_PATH,
  CATEGORY_LIST_PATH,
  CATEGORY_EDIT_PREFIX,
  PRODUCT_CREATE_PATH,
  PRODUCT_EDIT_PREFIX,
  PRODUCT_LIST_PATH,
  productEditPath,
} from './paths';

export const area = {
  prefixes: [AREA_PATH],
  menu: [
    {
      key: 'productos',
      label: 'Productos',
      icon: 'appstore',
      order: 40,
      children: [
        { path: PRODUCT_CREATE_PATH, label: 'Crear' },
        { path: PRODUCT_LIST_PATH, label: 'Gestionar', also: [PRODUCT_EDIT_PREFIX] },
        { path: CATEGORY_CREATE_PATH, label: 'Crear categorías' },
        {
          path: CATEGORY_LIST_PATH,
          label: 'Gestionar categorías',
          also: [CATEGORY_EDIT_PREFIX],
        },
      ],
    },
  ],
  search: [
    {
      type: 'product',
      label: 'Producto',
      list: '/products',
      fields: ['name'],
      open: productEditPath('{id}'),
    },
  ],
  links: { 'products.list': PRODUCT_LIST_PATH, 'products.create': PRODUCT_CREATE_PATH },
} satisfies AreaDescription;
