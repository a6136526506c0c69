/** The filters beside the product search: category, sub-category and technology, each labelled. */
import { Flex, Select } from 'antd';
import type { Product } from 'shared-ui/types';
import { list } from '../../texts';
import styles from '../pages.module.css';
import { filterOptions, type ProductFilter } from './productFilters';

interface Props {
  rows: readonly Product[];
  value: ProductFilter;
  onChange: (value: ProductFilter) => void;
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

export function ProductFilters({ rows, value, onChange }: Props) {
  const options = filterOptions(rows);
  return (
    <Flex gap="middle" wrap align="center">
      {FILTERS.map((filter) => (
        <Flex gap={8} align="center" key={filter.key}>
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
    </Flex>
  );
}
