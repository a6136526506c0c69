/** The list filters of products: category, sub-category (the managed categories) and technology. */
import { urlParam, useUrlState } from 'shared-ui';
import { PRODUCT_CATEGORIES, TECHNOLOGIES } from 'shared-ui/schemas';
import type { Option } from './subCategories';

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

/** The known options with their labels, plus any other value given (older records). */
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
 * The category and technology filters' options: the known ones, plus the chosen value when it is
 * none of them (an older record's, from a link), so that the filter shows what it narrows by.
 */
export const filterOptions = (chosen: ProductFilter) => ({
  category: withFound(PRODUCT_CATEGORIES, [chosen.category]),
  technology: withFound(
    TECHNOLOGIES.map((t) => ({ value: t, label: t })),
    [chosen.technology],
  ),
});

/** The label of a stored category value ('telecom' -> 'Telecom'). */
export const categoryLabel = (value: string) =>
  PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
