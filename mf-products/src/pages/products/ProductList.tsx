/** /productos/gestionar: products in Activos / Inactivos, filtered and searched, with the row actions. */
import { useMemo } from 'react';
import {
  ListActions,
  PageFrame,
  StatusTabsTable,
  useCan,
  useListResource,
  useListView,
  useResource,
  withRowActions,
} from 'shared-ui';
import type { Product } from 'shared-ui/types';
import { PRODUCT_CREATE_PATH } from '../../paths';
import { categoriesApi, productsApi } from '../../api';
import { statusTabs, TAB_PARAM } from '../status';
import { useRowActions } from '../useRowActions';
import { actions, list, nouns, titles } from '../../texts';
import { ProductFilters } from './ProductFilters';
import { PRODUCT_TABLE_WIDTH, productColumns, productCsv } from './productColumns';
import { filterProducts, useProductFilter } from './productFilters';

const NO_MATCH = { active: list.noMatches, inactive: list.noMatches };

export default function ProductList() {
  const products = useListResource(productsApi.list);
  // The managed categories are the sub-category filter's options.
  const categories = useResource(categoriesApi.list);
  const [filter, setFilter] = useProductFilter();
  const { isBusy, toggle, remove } = useRowActions(nouns.product, productsApi, products.reload);

  const filtered = useMemo(() => filterProducts(products.rows, filter), [products.rows, filter]);
  const narrowed = Object.values(filter).some(Boolean);
  const tabs = useMemo(
    () => statusTabs<Product>(narrowed ? NO_MATCH : list.emptyProducts),
    [narrowed],
  );
  const can = useCan();
  const columns = withRowActions(
    productColumns({ isBusy, onToggle: toggle, onRemove: remove }),
    can('products.edit'),
  );
  const view = useListView<Product>({
    rows: filtered,
    columns,
    tabs,
    search: (p) => [p.name, p.name_presentation],
    params: { tab: TAB_PARAM },
  });

  return (
    <PageFrame
      title={titles.productList}
      breadcrumb={[{ title: titles.products }, { title: titles.productList }]}
      extra={
        <ListActions
          csv={{
            name: 'productos',
            rows: view.rows,
            columns: productCsv,
            disabled: products.loading,
          }}
          create={{
            label: actions.createProduct,
            to: PRODUCT_CREATE_PATH,
            permission: 'products.create',
          }}
        />
      }
      loading={products.loading && !products.data}
      error={products.error || categories.error}
    >
      <StatusTabsTable<Product>
        view={view}
        loading={products.loading}
        toolbar={
          <ProductFilters
            rows={products.rows}
            categories={categories.data}
            value={filter}
            onChange={setFilter}
          />
        }
        scrollWidth={PRODUCT_TABLE_WIDTH}
      />
    </PageFrame>
  );
}
