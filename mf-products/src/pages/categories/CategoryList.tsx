/** /productos/categorias/gestionar: categories split by status, with a confirmed status switch, edit and delete. */
import { Button, Flex, Input, Switch, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  byText,
  EmptyState,
  formatDate,
  PageFrame,
  useListResource,
  useTextFilter,
  useVirtualTable,
} from 'shared-ui';
import type { Category } from 'shared-ui/types';
import { categoriesApi } from '../../api';
import { isActive, StatusTabs, useActiveTab } from '../../components/StatusTabs';
import { useRowActions } from '../../components/useRowActions';
import { actions, list, nouns, titles } from '../../texts';
import styles from '../pages.module.css';
import { categoryLabel } from '../products/productFilters';

export default function CategoryList() {
  const navigate = useNavigate();
  const categories = useListResource(categoriesApi.list);
  const [active, setActive] = useActiveTab();
  const rowActions = useRowActions(nouns.category, categoriesApi, categories.reload);
  const { rows } = categories;
  const activeCount = useMemo(() => rows.filter(isActive).length, [rows]);
  const inTab = useMemo(() => rows.filter((c) => isActive(c) === active), [rows, active]);
  const search = useTextFilter(inTab, (c) => [c.name]);
  const virtualProps = useVirtualTable(search.filtered.length, 760);

  const columns: TableColumnsType<Category> = [
    { key: 'name', title: list.name, dataIndex: 'name', sorter: byText((c: Category) => c.name) },
    {
      key: 'category',
      title: list.category,
      dataIndex: 'category',
      width: 160,
      render: categoryLabel,
    },
    {
      key: 'createdAt',
      title: list.createdAt,
      dataIndex: 'createdAt',
      width: 150,
      responsive: ['md'],
      sorter: byText((c: Category) => c.createdAt),
      render: formatDate,
    },
    {
      key: 'status',
      title: list.status,
      width: 110,
      render: (_, c) => (
        <Switch
          checked={isActive(c)}
          loading={rowActions.busy === c.id}
          onChange={() => void rowActions.toggle(c)}
          aria-label={`${list.status} de ${c.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: list.actions,
      width: 180,
      render: (_, c) => (
        <Flex gap="small" align="center" className={styles.rowActions}>
          <Link to={`/productos/categorias/editar/${c.id}`} aria-label={`${list.edit} ${c.name}`}>
            {list.edit}
          </Link>
          <Button
            size="small"
            danger
            disabled={rowActions.busy === c.id}
            onClick={() => void rowActions.remove(c)}
            aria-label={`${list.delete} ${c.name}`}
          >
            {list.delete}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <PageFrame
      title={titles.categoryList}
      breadcrumb={[
        { title: titles.products, to: '/productos/gestionar' },
        { title: titles.categoryList },
      ]}
      extra={
        <Button type="primary" onClick={() => navigate('/productos/categorias/crear')}>
          {actions.createCategory}
        </Button>
      }
      loading={categories.loading && !categories.data}
      error={categories.error}
    >
      <StatusTabs
        active={active}
        onChange={setActive}
        counts={{ active: activeCount, inactive: rows.length - activeCount }}
      />
      <Flex className={styles.toolbar}>
        <Input.Search className={styles.search} {...search.searchProps} />
      </Flex>
      <Table<Category>
        rowKey="id"
        columns={columns}
        dataSource={search.filtered}
        loading={categories.loading}
        pagination={false}
        locale={{ emptyText: <EmptyState description={list.noCategories} /> }}
        {...virtualProps}
      />
    </PageFrame>
  );
}
