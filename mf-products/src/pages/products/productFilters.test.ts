import { describe, expect, it } from 'vitest';
import { categories, category, product } from '../samples';
import { filterOptions, filterProducts } from './productFilters';
import { subCategoryFilterSource } from './subCategories';

const rows = [
  product(1, { name: 'Fibra', sub_category: 'Internet residencial' }),
  product(2, { name: 'Satelital', sub_category: 'Servicios de internet' }),
  product(3, { name: 'Solar', category: 'energia', sub_category: 'Paneles' }),
];
const names = (list: readonly { name: string }[]) => list.map((p) => p.name);

describe('product filters', () => {
  it('narrow by sub-category, with the category, and restore when cleared', () => {
    expect(names(filterProducts(rows, { subCategory: 'Internet residencial' }))).toEqual(['Fibra']);
    expect(names(filterProducts(rows, { category: 'telecom', subCategory: 'Paneles' }))).toEqual(
      [],
    );
    expect(names(filterProducts(rows, { subCategory: undefined }))).toEqual(names(rows));
  });

  it('offer the parent categories, the known ones plus those the products carry', () => {
    expect(filterOptions(rows).category).toEqual([
      { value: 'telecom', label: 'Telecom' },
      { value: 'energia', label: 'energia' },
    ]);
  });

  // The sub-categories are the managed categories the API answers (one window of a search).
  it('offer as sub-categories the managed ones, inactive ones marked', () => {
    expect(subCategoryFilterSource().options(categories)).toEqual([
      { value: 'Internet empresarial', label: 'Internet empresarial' },
      { value: 'Internet residencial', label: 'Internet residencial' },
      { value: 'Servicios de internet', label: 'Servicios de internet' },
      { value: 'Telefonía fija', label: 'Telefonía fija (inactiva)' },
    ]);
  });

  it('keep to the chosen category, one option per name, active first', () => {
    const managed = [
      ...categories,
      category(5, { name: 'Internet empresarial', status: false }),
      category(6, { name: 'Redes', category: 'energia' }),
    ];
    const values = (parent: string) =>
      subCategoryFilterSource(parent)
        .options(managed)
        .map((o) => o.label);
    expect(values('telecom')).toEqual([
      'Internet empresarial',
      'Internet residencial',
      'Servicios de internet',
      'Telefonía fija (inactiva)',
    ]);
    expect(values('energia')).toEqual(['Redes']);
    // The API is asked for the categories under the chosen one, searched and read by name.
    expect(subCategoryFilterSource('energia')).toMatchObject({
      path: '/categories',
      valueField: 'name',
      filters: { category: 'energia' },
      chosenFilters: { category: 'energia' },
    });
  });
});
