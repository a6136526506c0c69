/** /productos/gestionar: products in Activos / Inactivos, filtered and searched, with the row actions. */
import { useMemo } from 'react';
import {
  ListActions,
  PageFrame,
  StatusTabsTable,
  useCan,
  useServerListView,
  withRowActions,
} from 'shared-ui';
import { invalidateList } from 'shared-ui/session';
import type { Product } from 'shared-ui/types';
import { PRODUCT_CREATE_PATH } from '../../paths';
import { PRODUCTS_PATH, productsApi } from '../../api';
import { statusTabs, TAB_PARAM } from '../status';
import { useRowActions } from '../useRowActions';
import { actions, list, nouns, titles } from '../../texts';
import { ProductFilters } from './ProductFilters';
import { PRODUCT_TABLE_WIDTH, productColumns } from './productColumns';
import { useProductFilter } from './productFilters';

const NO_MATCH = { active: list.noMatches, inactive: list.noMatches };

export default function ProductList() {
  const [filter, setFilter] = useProductFilter();
  const narrowed = Object.values(filter).some(Boolean);
  const tabs = useMemo(
    () => statusTabs<Product>(narrowed ? NO_MATCH : list.emptyProducts),
    [narrowed],
  );
  const can = useCan();
  // A change reloads every window and count of the list.
  const { isBusy, toggle, remove } = useRowActions(nouns.product, productsApi, () =>
    invalidateList(PRODUCTS_PATH),
  );
  const columns = withRowActions(
    productColumns({ isBusy, onToggle: toggle, onRemove: remove }),
    can('products.edit'),
  );
  // The rows stay on the server: search, tab, filters and sort are the API's query.
  const view = useServerListView<Product>({
    path: PRODUCTS_PATH,
    columns,
    tabs,
    countBy: 'status',
    search: true,
    filters: {
      category: filter.category,
      sub_category: filter.subCategory,
      otherCategories: filter.technology,
    },
    params: { tab: TAB_PARAM },
  });

  return (
    <PageFrame
      title={titles.productList}
      breadcrumb={[{ title: titles.products }, { title: titles.productList }]}
      extra={
        <ListActions<Product>
          csv={{
            name: 'productos',
            source: { path: PRODUCTS_PATH, params: view.exportParams },
            empty: view.server.total === 0,
            disabled: view.loading,
          }}
          create={{
            label: actions.createProduct,
            to: PRODUCT_CREATE_PATH,
            permission: 'products.create',
          }}
        />
      }
      loading={view.loading}
      error={view.error}
    >
      <StatusTabsTable<Product>
        view={view}
        loading={view.fetching && view.rows.length === 0}
        toolbar={<ProductFilters value={filter} onChange={setFilter} />}
        scrollWidth={PRODUCT_TABLE_WIDTH}
      />
    </PageFrame>
  );
}
