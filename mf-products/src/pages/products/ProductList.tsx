/** /productos/gestionar: products split by status, filtered and searched, with the row actions. */
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, useListResource, useTextFilter } from 'shared-ui';
import { productsApi } from '../../api';
import { isActive, StatusTabs, useActiveTab } from '../../components/StatusTabs';
import { useRowActions } from '../../components/useRowActions';
import { actions, list, nouns, titles } from '../../texts';
import { ProductFilters } from './ProductFilters';
import { type ProductFilter, filterProducts } from './productFilters';
import { ProductTable } from './ProductTable';

export default function ProductList() {
  const navigate = useNavigate();
  const products = useListResource(productsApi.list);
  const [active, setActive] = useActiveTab();
  const [filter, setFilter] = useState<ProductFilter>({});
  const rowActions = useRowActions(nouns.product, productsApi, products.reload);

  const { rows } = products;
  const counts = useMemo(() => {
    const activeCount = rows.filter(isActive).length;
    return { active: activeCount, inactive: rows.length - activeCount };
  }, [rows]);
  const inTab = useMemo(
    () =>
      filterProducts(
        rows.filter((p) => isActive(p) === active),
        filter,
      ),
    [rows, active, filter],
  );
  const search = useTextFilter(inTab, (p) => [p.name, p.name_presentation]);
  const narrowed = search.query.trim() !== '' || Object.values(filter).some(Boolean);

  return (
    <PageFrame
      title={titles.productList}
      breadcrumb={[{ title: titles.products }, { title: titles.productList }]}
      extra={
        <Button type="primary" onClick={() => navigate('/productos/crear')}>
          {actions.createProduct}
        </Button>
      }
      loading={products.loading && !products.data}
      error={products.error}
    >
      <StatusTabs active={active} onChange={setActive} counts={counts} />
      <ProductFilters
        rows={rows}
        value={filter}
        onChange={setFilter}
        searchProps={search.searchProps}
      />
      <ProductTable
        rows={search.filtered}
        loading={products.loading}
        emptyText={narrowed ? list.noMatches : list.noProducts}
        busy={rowActions.busy}
        onToggle={rowActions.toggle}
        onRemove={rowActions.remove}
      />
    </PageFrame>
  );
}
