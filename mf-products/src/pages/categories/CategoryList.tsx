/** /productos/categorias/gestionar: categories in Activos / Inactivos, a confirmed status switch, edit and delete. */
import { Button, Flex, Switch, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import {
  byText,
  formatDate,
  ListActions,
  PageFrame,
  StatusTabsTable,
  useCan,
  useServerListView,
  withRowActions,
} from 'shared-ui';
import { invalidateList } from 'shared-ui/session';
import type { Category } from 'shared-ui/types';
import { CATEGORY_CREATE_PATH, categoryEditPath, PRODUCT_LIST_PATH } from '../../paths';
import { CATEGORIES_PATH, categoriesApi } from '../../api';
import { isActive, statusTabs, TAB_PARAM } from '../status';
import { useRowActions } from '../useRowActions';
import { actions, list, nouns, titles } from '../../texts';
import styles from '../pages.module.css';
import { categoryLabel } from '../products/productFilters';

const TABS = statusTabs<Category>(list.emptyCategories);

export default function CategoryList() {
  // A change reloads every window and count of the list.
  const { isBusy, toggle, remove } = useRowActions(nouns.category, categoriesApi, () =>
    invalidateList(CATEGORIES_PATH),
  );

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
          loading={isBusy(c.id)}
          onChange={() => void toggle(c)}
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
          <Link to={categoryEditPath(c.id)} aria-label={`${list.edit} ${c.name}`}>
            {list.edit}
          </Link>
          <Button
            size="small"
            danger
            disabled={isBusy(c.id)}
            onClick={() => void remove(c)}
            aria-label={`${list.delete} ${c.name}`}
          >
            {list.delete}
          </Button>
        </Flex>
      ),
    },
  ];
  const can = useCan();
  // The rows stay on the server: search, tab and sort are the API's query.
  const view = useServerListView<Category>({
    path: CATEGORIES_PATH,
    columns: withRowActions(columns, can('categories.edit')),
    tabs: TABS,
    countBy: 'status',
    search: true,
    params: { tab: TAB_PARAM },
  });

  return (
    <PageFrame
      title={titles.categoryList}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.categoryList },
      ]}
      extra={
        <ListActions
          create={{
            label: actions.createCategory,
            to: CATEGORY_CREATE_PATH,
            permission: 'categories.create',
          }}
        />
      }
      loading={view.loading}
      error={view.error}
    >
      <StatusTabsTable<Category>
        view={view}
        loading={view.fetching && view.rows.length === 0}
        scrollWidth={760}
      />
    </PageFrame>
  );
}
