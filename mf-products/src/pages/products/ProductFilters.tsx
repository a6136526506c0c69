/** The filters beside the product search: category, sub-category and technology, each labelled. */
import { Flex, Select } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { searchable, ServerSelect } from 'shared-ui';
import type { Category } from 'shared-ui/types';
import { list } from '../../texts';
import styles from '../pages.module.css';
import { filterOptions, type ProductFilter } from './productFilters';
import { subCategoryFilterSource } from './subCategories';

interface Props {
  value: ProductFilter;
  onChange: (value: ProductFilter) => void;
}

// The three fit one row at 1000 px; a longer option still shows whole in its dropdown.
const CATEGORY = {
  id: 'filter-category',
  label: list.filterCategory,
  all: list.allCategories,
  className: styles.filterShort,
};
const SUB_CATEGORY = {
  id: 'filter-sub-category',
  label: list.filterSubCategory,
  all: list.allSubCategories,
  className: styles.filterWide,
};
const TECHNOLOGY = {
  id: 'filter-technology',
  label: list.filterTechnology,
  all: list.allTechnologies,
  className: styles.filter,
};

interface Filter {
  id: string;
  label: string;
  all: string;
  className: string | undefined;
}

export function ProductFilters({ value, onChange }: Props) {
  const options = filterOptions(value);
  // The managed categories, searched in the API: those under the chosen category once there is one.
  const subCategories = useMemo(() => subCategoryFilterSource(value.category), [value.category]);
  const change = (key: keyof ProductFilter, picked?: string | number) =>
    onChange({
      ...value,
      [key]: picked === undefined || picked === '' ? undefined : String(picked),
    });
  const pair = (filter: Filter, select: ReactNode) => (
    <Flex gap={8} align="center" wrap className={styles.filterPair}>
      <label htmlFor={filter.id}>{filter.label}</label>
      {select}
    </Flex>
  );
  const select = (filter: Filter, key: 'category' | 'technology') =>
    pair(
      filter,
      <Select
        {...searchable}
        id={filter.id}
        className={filter.className}
        popupMatchSelectWidth={false}
        allowClear
        placeholder={filter.all}
        value={value[key]}
        options={options[key]}
        onChange={(v?: string) => change(key, v)}
      />,
    );
  return (
    <Flex gap="middle" wrap align="center">
      {select(CATEGORY, 'category')}
      {pair(
        SUB_CATEGORY,
        <ServerSelect<Category>
          id={SUB_CATEGORY.id}
          className={SUB_CATEGORY.className}
          popupMatchSelectWidth={false}
          allowClear
          placeholder={SUB_CATEGORY.all}
          source={subCategories}
          value={value.subCategory}
          onChange={(v) => change('subCategory', v as string | undefined)}
          // A sub-category that is not under the newly chosen category no longer applies.
          onMissing={() => onChange({ ...value, subCategory: undefined })}
        />,
      )}
      {select(TECHNOLOGY, 'technology')}
    </Flex>
  );
}
