/** A product's sub-category is the name of a category record under its category: the form's options and checks. */
import type { OptionSource } from 'shared-ui';
import type { Category } from 'shared-ui/types';
import { CATEGORIES_PATH } from '../../api';
import { subCategoryTexts } from '../../texts';

export interface Option {
  value: string;
  label: string;
}

export const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'es');

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
 * The product form's sub-category picker under `parent`: its active categories, searched by name
 * as the user types; a product's current one is read by name under `parent` (marked when
 * inactive, missing when no category of `parent` carries it).
 */
export const subCategorySource = (parent: string): OptionSource<Category> => ({
  path: CATEGORIES_PATH,
  valueField: 'name',
  filters: { category: parent, status: 'true' },
  chosenFilters: { category: parent },
  sort: 'name',
  options: (rows) => categoryOptions(rows, parent, () => true),
});

/**
 * The product list's sub-category filter: every managed category (under `parent` once one is
 * chosen), inactive ones marked, one option per name.
 */
export const subCategoryFilterSource = (parent?: string): OptionSource<Category> => ({
  path: CATEGORIES_PATH,
  valueField: 'name',
  filters: { category: parent },
  chosenFilters: { category: parent },
  sort: 'name',
  options: (rows) => categoryOptions(rows, parent, () => true),
});
