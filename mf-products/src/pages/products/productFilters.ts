/** The list filters of products: category, sub-category and technology, with options from the constants and the data. */
import { PRODUCT_CATEGORIES, PRODUCT_SUBCATEGORIES, TECHNOLOGIES } from 'shared-ui/schemas';
import type { Product } from 'shared-ui/types';

export interface ProductFilter {
  category?: string;
  subCategory?: string;
  technology?: string;
}

export const filterProducts = (rows: readonly Product[], f: ProductFilter) =>
  rows.filter(
    (p) =>
      (!f.category || p.category === f.category) &&
      (!f.subCategory || p.sub_category === f.subCategory) &&
      (!f.technology || (p.otherCategories ?? []).includes(f.technology)),
  );

interface Option {
  value: string;
  label: string;
}

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

export const filterOptions = (rows: readonly Product[]) => ({
  category: withFound(
    PRODUCT_CATEGORIES,
    rows.map((p) => p.category),
  ),
  subCategory: withFound(
    PRODUCT_SUBCATEGORIES,
    rows.map((p) => p.sub_category),
  ),
  technology: withFound(
    TECHNOLOGIES.map((t) => ({ value: t, label: t })),
    rows.flatMap((p) => p.otherCategories ?? []),
  ),
});

/** The label of a stored category value ('telecom' -> 'Telecom'). */
export const categoryLabel = (value: string) =>
  PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
