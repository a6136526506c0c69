/** The filters beside the product search: category, sub-category and technology, each labelled. */
import { Flex, Select } from 'antd';
import { searchable } from 'shared-ui';
import type { Category, Product } from 'shared-ui/types';
import { list } from '../../texts';
import styles from '../pages.module.css';
import { filterOptions, type ProductFilter } from './productFilters';

interface Props {
  rows: readonly Product[];
  /** The managed categories (the sub-categories); undefined while they load. */
  categories: readonly Category[] | undefined;
  value: ProductFilter;
  onChange: (value: ProductFilter) => void;
}

// The three fit one row at 1000 px; a longer option still shows whole in its dropdown.
const FILTERS = [
  {
    key: 'category',
    id: 'filter-category',
    label: list.filterCategory,
    all: list.allCategories,
    className: styles.filterShort,
  },
  {
    key: 'subCategory',
    id: 'filter-sub-category',
    label: list.filterSubCategory,
    all: list.allSubCategories,
    className: styles.filterWide,
  },
  {
    key: 'technology',
    id: 'filter-technology',
    label: list.filterTechnology,
    all: list.allTechnologies,
    className: styles.filter,
  },
] as const;

export function ProductFilters({ rows, categories, value, onChange }: Props) {
  const optionsUnder = (parent?: string) => filterOptions(rows, categories ?? [], parent);
  const options = optionsUnder(value.category);
  const change = (key: keyof ProductFilter, picked?: string) => {
    const next = { ...value, [key]: picked || undefined };
    // A sub-category that is not under the newly chosen category no longer applies.
    const { subCategory } = next;
    if (key === 'category' && subCategory) {
      const under = optionsUnder(next.category).subCategory;
      if (!under.some((o) => o.value === subCategory)) next.subCategory = undefined;
    }
    onChange(next);
  };
  return (
    <Flex gap="middle" wrap align="center">
      {FILTERS.map((filter) => (
        <Flex gap={8} align="center" wrap className={styles.filterPair} key={filter.key}>
          <label htmlFor={filter.id}>{filter.label}</label>
          <Select
            {...searchable}
            id={filter.id}
            className={filter.className}
            popupMatchSelectWidth={false}
            allowClear
            placeholder={filter.all}
            value={value[filter.key]}
            options={options[filter.key]}
            loading={filter.key === 'subCategory' && !categories}
            onChange={(v?: string) => change(filter.key, v)}
          />
        </Flex>
      ))}
    </Flex>
  );
}
