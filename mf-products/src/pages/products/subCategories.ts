/** A product's sub-category is the name of a category record under its category: the form's options and checks. */
import type { Category } from 'shared-ui/types';
import { subCategoryTexts } from '../../texts';

export interface Option {
  value: string;
  label: string;
}

export const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'es');

/** Whether `name` is the name of a category (active or not) under `parent`. */
export const isSubCategory = (categories: readonly Category[], parent: string, name: string) =>
  categories.some((c) => c.category === parent && c.name === name);

/** A category as an option: its name, marked when it is inactive. */
export const toOption = (c: Category): Option => ({
  value: c.name,
  label: c.status === true ? c.name : subCategoryTexts.inactive(c.name),
});

/**
 * One option per category name under `parent` (every parent when undefined), among the categories
 * `keep` accepts: an active category of a name wins over an inactive one. Sorted by label.
 */
export const categoryOptions = (
  categories: readonly Category[],
  parent: string | undefined,
  keep: (c: Category) => boolean,
): Option[] => {
  const options = new Map<string, Option>();
  for (const c of categories) {
    if ((parent !== undefined && c.category !== parent) || !keep(c)) continue;
    if (!options.has(c.name) || c.status === true) options.set(c.name, toOption(c));
  }
  return [...options.values()].sort(byLabel);
};

/**
 * The form's options: the active categories under `parent`, plus `current` when it is an
 * inactive one there (a product keeps what it has; new choices are active categories only).
 */
export const subCategoryOptions = (
  categories: readonly Category[],
  parent: string,
  current: string,
): Option[] => categoryOptions(categories, parent, (c) => c.status === true || c.name === current);
