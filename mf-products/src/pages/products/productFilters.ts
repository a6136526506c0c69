/** The list filters of products: category, sub-category (the managed categories) and technology. */
import { urlParam, useUrlState } from 'shared-ui';
import { PRODUCT_CATEGORIES, TECHNOLOGIES } from 'shared-ui/schemas';
import type { Category, Product } from 'shared-ui/types';
import { categoryOptions, type Option } from './subCategories';

export interface ProductFilter {
  category?: string;
  subCategory?: string;
  technology?: string;
}

/** The filters in the URL query (?categoria=telecom&subcategoria=…&tecnologia=…). */
const FILTER_PARAMS = {
  categoria: urlParam.optional(),
  subcategoria: urlParam.optional(),
  tecnologia: urlParam.optional(),
};

export function useProductFilter() {
  const [values, set] = useUrlState(FILTER_PARAMS);
  const filter: ProductFilter = {
    category: values.categoria,
    subCategory: values.subcategoria,
    technology: values.tecnologia,
  };
  const setFilter = (f: ProductFilter) =>
    set({ categoria: f.category, subcategoria: f.subCategory, tecnologia: f.technology });
  return [filter, setFilter] as const;
}

export const filterProducts = (rows: readonly Product[], f: ProductFilter) =>
  rows.filter(
    (p) =>
      (!f.category || p.category === f.category) &&
      (!f.subCategory || p.sub_category === f.subCategory) &&
      (!f.technology || (p.otherCategories ?? []).includes(f.technology)),
  );

/** The known options with their labels, plus any other value found in the data (older records). */
const withFound = (known: readonly Option[], found: Iterable<string | null | undefined>) => {
  const options = [...known];
  const seen = new Set(known.map((o) => o.value));
  for (const value of found) {
    if (!value || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: value });
  }
  return options;
};

/**
 * The sub-categories to filter by: the managed categories (under `parent` once one is chosen;
 * inactive ones marked), plus any other sub-category the products carry, by name.
 */
const subCategories = (
  rows: readonly Product[],
  categories: readonly Category[],
  parent?: string,
) => {
  const managed = categoryOptions(categories, parent, () => true);
  const found = rows.filter((p) => !parent || p.category === parent).map((p) => p.sub_category);
  return withFound(managed, found);
};

export const filterOptions = (
  rows: readonly Product[],
  categories: readonly Category[],
  parent?: string,
) => ({
  category: withFound(PRODUCT_CATEGORIES, [
    ...categories.map((c) => c.category),
    ...rows.map((p) => p.category),
  ]),
  subCategory: subCategories(rows, categories, parent),
  technology: withFound(
    TECHNOLOGIES.map((t) => ({ value: t, label: t })),
    rows.flatMap((p) => p.otherCategories ?? []),
  ),
});

/** The label of a stored category value ('telecom' -> 'Telecom'). */
export const categoryLabel = (value: string) =>
  PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
