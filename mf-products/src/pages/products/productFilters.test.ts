import { describe, expect, it } from 'vitest';
import { categories, category } from '../samples';
import { filterOptions } from './productFilters';
import { subCategoryFilterSource } from './subCategories';

describe('product filters', () => {
  it('offer the known parent categories and technologies, plus a chosen value none of them is', () => {
    expect(filterOptions({ category: 'energia' }).category).toEqual([
      { value: 'telecom', label: 'Telecom' },
      { value: 'energia', label: 'energia' },
    ]);
    expect(filterOptions({}).technology.map((o) => o.value)).not.toContain('Solar');
    expect(filterOptions({ technology: 'Solar' }).technology.at(-1)).toEqual({
      value: 'Solar',
      label: 'Solar',
    });
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
