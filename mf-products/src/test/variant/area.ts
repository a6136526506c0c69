// Test-only, top of src: part of the variant build that the e2e independence test serves, no page.
// The products remote's description plus what its next release adds: one page, one menu entry and
// one search provider. Built by the e2e global setup and served in place of the products remote.
import type { AreaDescription } from 'shared-ui/types';
import { area as products } from '../../area';

export const NEWS_PATH = '/productos/novedades';

export const area: AreaDescription = {
  ...products,
  menu: products.menu.map((group) => ({
    ...group,
    children: [...group.children, { path: NEWS_PATH, label: 'Novedades' }],
  })),
  search: [
    ...products.search,
    {
      type: 'category',
      label: 'Categoría',
      list: '/categories',
      fields: ['name'],
      open: '/productos/categorias/editar/{id}',
    },
  ],
};
