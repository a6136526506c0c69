/** The toolbar above the product table: three labelled filters and the name search. */
import { Flex, Input, Select } from 'antd';
import type { ComponentProps } from 'react';
import type { Product } from 'shared-ui/types';
import { list } from '../../texts';
import styles from '../pages.module.css';
import { filterOptions, type ProductFilter } from './productFilters';

interface Props {
  rows: readonly Product[];
  value: ProductFilter;
  onChange: (value: ProductFilter) => void;
  searchProps: ComponentProps<typeof Input.Search>;
}

const FILTERS = [
  { key: 'category', id: 'filter-category', label: list.filterCategory, all: list.allCategories },
  {
    key: 'subCategory',
    id: 'filter-sub-category',
    label: list.filterSubCategory,
    all: list.allSubCategories,
  },
  {
    key: 'technology',
    id: 'filter-technology',
    label: list.filterTechnology,
    all: list.allTechnologies,
  },
] as const;

export function ProductFilters({ rows, value, onChange, searchProps }: Props) {
  const options = filterOptions(rows);
  return (
    <Flex gap="middle" wrap align="flex-end" className={styles.toolbar}>
      {FILTERS.map((filter) => (
        <Flex vertical gap={4} key={filter.key}>
          <label htmlFor={filter.id}>{filter.label}</label>
          <Select
            id={filter.id}
            className={styles.filter}
            allowClear
            placeholder={filter.all}
            value={value[filter.key]}
            options={options[filter.key]}
            onChange={(v?: string) => onChange({ ...value, [filter.key]: v || undefined })}
          />
        </Flex>
      ))}
      <Flex vertical gap={4}>
        <label htmlFor="filter-name">{list.name}</label>
        <Input.Search id="filter-name" className={styles.search} {...searchProps} />
      </Flex>
    </Flex>
  );
}
