/** /productos/gestionar: products in Activos / Inactivos, filtered and searched, with the row actions. */
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, StatusTabsTable, useListResource, useResource } from 'shared-ui';
import type { Product } from 'shared-ui/types';
import { PRODUCT_CREATE_PATH } from '../../paths';
import { categoriesApi, productsApi } from '../../api';
import { statusTabs, TAB_PARAM } from '../../components/status';
import { useRowActions } from '../../components/useRowActions';
import { actions, list, nouns, titles } from '../../texts';
import { ProductFilters } from './ProductFilters';
import { PRODUCT_TABLE_WIDTH, productColumns } from './productColumns';
import { filterProducts, type ProductFilter } from './productFilters';

const NO_MATCH = { active: list.noMatches, inactive: list.noMatches };

export default function ProductList() {
  const navigate = useNavigate();
  const products = useListResource(productsApi.list);
  // The managed categories are the sub-category filter's options.
  const categories = useResource(categoriesApi.list);
  const [filter, setFilter] = useState<ProductFilter>({});
  const { busy, toggle, remove } = useRowActions(nouns.product, productsApi, products.reload);

  const filtered = useMemo(() => filterProducts(products.rows, filter), [products.rows, filter]);
  const narrowed = Object.values(filter).some(Boolean);
  const tabs = useMemo(
    () => statusTabs<Product>(narrowed ? NO_MATCH : list.emptyProducts),
    [narrowed],
  );
  const columns = productColumns({ busy, onToggle: toggle, onRemove: remove });

  return (
    <PageFrame
      title={titles.productList}
      breadcrumb={[{ title: titles.products }, { title: titles.productList }]}
      extra={
        <Button type="primary" onClick={() => navigate(PRODUCT_CREATE_PATH)}>
          {actions.createProduct}
        </Button>
      }
      loading={products.loading && !products.data}
      error={products.error || categories.error}
    >
      <StatusTabsTable<Product>
        rows={filtered}
        loading={products.loading}
        tabs={tabs}
        columns={columns}
        searchText={(p) => [p.name, p.name_presentation]}
        toolbar={
          <ProductFilters
            rows={products.rows}
            categories={categories.data}
            value={filter}
            onChange={setFilter}
          />
        }
        urlParam={TAB_PARAM}
        scrollWidth={PRODUCT_TABLE_WIDTH}
      />
    </PageFrame>
  );
}
